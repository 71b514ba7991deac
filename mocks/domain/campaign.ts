import { createHash } from "node:crypto";
import { campaign } from "../config";
import { db, type UserRecord } from "../db";
import { now } from "../lib/clock";
import { HttpError, refuse } from "../lib/http";
import { referralCount } from "./friends";
import { isConnected } from "./social";

/**
 * The airdrop campaign (airdrop-campaigns.md §1, §4, §7; the rules the spec leaves open are
 * designed in openapi/campaign.yaml): badges, their tasks, points, leaderboards and the wheel.
 *
 * Every check and its write happen in one synchronous step (no await between them), so parallel
 * claims of one badge, or parallel assignments of the last Black badge, cannot both pass.
 */
export const BADGES = ["COMMON", "UNCOMMON", "RARE", "EPIC", "ASCENDED"] as const;
export type Badge = (typeof BADGES)[number];
type BadgeMap = Record<Badge, boolean>;

export type TaskGroup = "web3" | "royal" | "ascended";
export type TaskName = "follow_x" | "follow_telegram" | "connect_telegram" | "verify_link" | "join_task";

/** The tasks of each badge that has them, and the badge they lead to. */
export const TASKS: Record<TaskGroup, { badge: Badge; tasks: readonly TaskName[] }> = {
  web3: { badge: "RARE", tasks: ["follow_x", "follow_telegram", "connect_telegram"] },
  royal: { badge: "EPIC", tasks: ["verify_link", "join_task"] },
  ascended: { badge: "ASCENDED", tasks: ["join_task"] },
};

/** The link of the player's post about the campaign on X (verify_link). */
const POST_LINK = /^https:\/\/(www\.)?(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/[0-9]{1,25}(\?[^\s]*)?$/;

const claimed = (user: UserRecord) => new Set(db.badgeClaim.findMany({ where: { userId: { equals: user.id } } }).map((c) => c.badge as Badge));
const tasksDone = (user: UserRecord, group: TaskGroup) => db.badgeTask.findMany({ where: { userId: { equals: user.id }, group: { equals: group } } });
const allTasksDone = (user: UserRecord, group: TaskGroup) =>
  campaignRules.tasksComplete(db.badgeTask.findMany({ where: { userId: { equals: user.id } } }) as { group: TaskGroup; task: TaskName }[], group);
const isAssignedBlack = (user: UserRecord) => !!db.blackAssignment.findFirst({ where: { userId: { equals: user.id } } });

const map = (f: (b: Badge) => boolean) => Object.fromEntries(BADGES.map((b) => [b, f(b)])) as BadgeMap;

/** Open: COMMON always; ASCENDED once assigned; the others after COMMON is claimed. */
function unlocked(user: UserRecord, has: Set<Badge>): BadgeMap {
  return map((b) => (b === "COMMON" ? true : b === "ASCENDED" ? isAssignedBlack(user) : campaignRules.welcomeFirst(has)));
}

/** What claimedOnce answers for a badge the account holds: the claim is what already happened. */
export const ALREADY_CLAIMED = Symbol("already claimed");

/** The campaign's promises that the conformance runner checks by behaviour (a fault switch can replace one: mocks/faults.ts). */
export const campaignRules = {
  /** A badge is claimed once: a claimed one is not claimed again (its claim's id is the player's and the badge's). */
  claimedOnce: (has: Set<Badge>, badge: Badge): HttpError | typeof ALREADY_CLAIMED | null => (has.has(badge) ? ALREADY_CLAIMED : null),
  claimId: (user: UserRecord, badge: Badge) => `${user.id}:${badge}`,
  /** A badge is claimed with a bound wallet only (airdrop-campaigns.md §2: 'Please connect wallet before claiming badges'). */
  hasWallet: (user: UserRecord) => !!user.mmAddress,
  /** The badges other than the Welcome Hero and the Black open once the Welcome Hero badge is claimed (airdrop-campaigns.md §4: the rest locked until their conditions are met). */
  welcomeFirst: (has: Set<Badge>) => has.has("COMMON"),
  /** A task badge is claimed once every task of it is complete (`done`: every task the account completed, of any badge). */
  tasksComplete: (done: readonly { group: TaskGroup; task: TaskName }[], group: TaskGroup) =>
    TASKS[group].tasks.every((task) => done.some((d) => d.group === group && d.task === task)),
  /** The Black badge's supply is never exceeded: one more is assigned only while fewer than the supply are. */
  blackLeft: (assigned: number) => assigned < campaign.blackSupply,
  /** A badge task is claimed once per account: a claim's id is the player's, the badge's and the task's; a claimed one is what already happened. */
  taskId: (user: UserRecord, group: TaskGroup, task: TaskName) => `${user.id}:${group}:${task}`,
};

/** Why a badge cannot be claimed now, or null when it can. */
function claimRefusal(user: UserRecord, badge: Badge, has: Set<Badge>): HttpError | typeof ALREADY_CLAIMED | null {
  const again = campaignRules.claimedOnce(has, badge);
  if (again) return again;
  if (!campaignRules.hasWallet(user)) return refuse(403, "Please connect wallet before claiming badges");
  if (!unlocked(user, has)[badge]) return refuse(403, badge === "ASCENDED" ? "The Black badge is assigned by the team" : "Claim the Welcome Hero Badge first");
  if (badge === "UNCOMMON" && referralCount(user) < campaign.newFriendReferrals)
    return refuse(403, `Invite ${campaign.newFriendReferrals} friends to claim the New Friend Badge`);
  const group = (Object.keys(TASKS) as TaskGroup[]).find((g) => TASKS[g].badge === badge);
  if (group && !allTasksDone(user, group)) return refuse(403, "Complete every task of this badge first");
  return null;
}

export function points(user: UserRecord): number {
  const badges = [...claimed(user)].reduce((sum, b) => sum + campaign.badgePoints[b], 0);
  const tasks = db.badgeTask.count({ where: { userId: { equals: user.id } } }) * campaign.taskPoints;
  const templates = db.pointClaim.count({ where: { userId: { equals: user.id } } }) * campaign.templatePoints;
  const spins = db.spin.findMany({ where: { userId: { equals: user.id } } }).reduce((sum, s) => sum + s.points, 0);
  const me3 = user.referredBy === campaign.me3.code ? campaign.me3.points : 0;
  return badges + tasks + templates + spins + me3;
}

export function badgeStatus(user: UserRecord) {
  const has = claimed(user);
  return {
    status: true,
    user_badges: map((b) => has.has(b)),
    unlocked: unlocked(user, has),
    claimable: map((b) => claimRefusal(user, b, has) === null),
    referrals: referralCount(user),
    points: points(user),
  };
}

/** Claims a badge; a badge already claimed is what happened, not an error: the status, with `already_claimed`. */
export function claimBadge(user: UserRecord, badge: Badge) {
  const refusal = claimRefusal(user, badge, claimed(user));
  if (refusal === ALREADY_CLAIMED) return { ...badgeStatus(user), already_claimed: true };
  if (refusal) throw refusal;
  db.badgeClaim.create({
    id: campaignRules.claimId(user, badge),
    userId: user.id,
    badge,
    createdAt: now(),
  });
  return { ...badgeStatus(user), already_claimed: false };
}

export function badgeTasks(user: UserRecord, group: TaskGroup) {
  const done = new Map(tasksDone(user, group).map((t) => [t.task, t]));
  return {
    status: true,
    tasks: TASKS[group].tasks.map((task) => ({ task, link: done.get(task)?.link ?? null, status: done.has(task) ? ("complete" as const) : ("open" as const) })),
  };
}

export function claimTask(user: UserRecord, group: TaskGroup, input: { task: TaskName; link?: string }) {
  if (!TASKS[group].tasks.includes(input.task)) throw refuse(400, `${input.task} is not a task of this badge`, "task");
  const badge = TASKS[group].badge;
  if (!unlocked(user, claimed(user))[badge])
    throw refuse(403, badge === "ASCENDED" ? "The Black badge is assigned by the team" : "Claim the Welcome Hero Badge first");
  let link: string | null = null;
  if (input.task === "verify_link") {
    link = input.link?.trim() ?? "";
    if (!POST_LINK.test(link)) throw refuse(400, "Enter the link of your post on X (https://x.com/you/status/…)", "link");
  }
  const id = campaignRules.taskId(user, group, input.task);
  // claimed before (a second tap, another device): the tasks as they stand, nothing changed
  if (db.badgeTask.findFirst({ where: { id: { equals: id } } })) return { ...badgeTasks(user, group), already_complete: true };
  if (input.task === "connect_telegram" && !isConnected(user, "telegram")) throw refuse(400, "Connect your Telegram account first", "task");
  db.badgeTask.create({ id, userId: user.id, group, task: input.task, link, createdAt: now() });
  return { ...badgeTasks(user, group), already_complete: false };
}

/** The team's assignment of a Black badge (a dev helper here): never more than the supply. */
export function assignBlack(user: UserRecord) {
  if (isAssignedBlack(user)) throw refuse(409, `${user.username} already has a Black badge assigned`);
  const assigned = db.blackAssignment.count();
  if (!campaignRules.blackLeft(assigned)) throw refuse(409, `All ${campaign.blackSupply} Black badges are assigned`);
  db.blackAssignment.create({ userId: user.id, assignedAt: now() });
  return { status: true, assigned: assigned + 1, supply: campaign.blackSupply };
}

// ---------------------------------------------------------------- leaderboards and the wheel

function leaderboard(me: UserRecord, value: (u: UserRecord) => number) {
  const rows = db.user
    .getAll()
    .map((u) => ({ username: u.username, value: value(u) }))
    .filter((r) => r.value > 0 || r.username === me.username)
    .sort((a, b) => b.value - a.value || a.username.localeCompare(b.username));
  // equal values share a rank (1, 2, 2, 4)
  const ranked = rows.map((r, i) => ({ ...r, rank: i > 0 && rows[i - 1]?.value === r.value ? 0 : i + 1 }));
  ranked.forEach((r, i) => (r.rank ||= ranked[i - 1]?.rank ?? i + 1));
  return { status: true, result: ranked.filter((r) => r.value > 0).slice(0, campaign.leaderboardSize), me: ranked.find((r) => r.username === me.username)! };
}

export const pointLeaderboard = (me: UserRecord) => leaderboard(me, points);
export const referralLeaderboard = (me: UserRecord) => leaderboard(me, referralCount);

/** The wheel: its prizes, the spins left (one per claimed badge, less those used) and the last prize. */
export function wheel(user: UserRecord) {
  const spins = db.spin.findMany({ where: { userId: { equals: user.id } }, orderBy: { createdAt: "asc" } });
  return {
    status: true,
    prizes: [...campaign.wheel],
    spins_left: Math.max(0, claimed(user).size - spins.length),
    last_prize: spins.at(-1)?.points ?? null,
  };
}

/** One spin: the server draws the segment (deterministic per player and spin, so a replay is the same). */
export function spin(user: UserRecord) {
  const state = wheel(user);
  if (state.spins_left === 0) throw refuse(403, "No spins left: each claimed badge gives one spin");
  const n = db.spin.count({ where: { userId: { equals: user.id } } });
  const segment = createHash("sha256").update(`${user.id}:${n}`).digest().readUInt8(0) % campaign.wheel.length;
  db.spin.create({ id: `${user.id}:${n}`, userId: user.id, points: campaign.wheel[segment], createdAt: now() });
  return wheel(user);
}
