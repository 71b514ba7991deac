import { db, type UserRecord } from "../db";
import { extraData } from "./users";

/**
 * What the API shows of an account: the session's user, and a profile as a given viewer may see
 * it. Contact data is masked on the server for anyone but the player and accepted friends (K11).
 */
export function sessionUser(u: UserRecord) {
  return { username: u.username, email: u.email, mm_address: u.mmAddress, extra_data: extraData(u), wallet: u.centralisedWallet };
}

export function friendshipStatus(viewer: UserRecord | null, target: UserRecord): "none" | "pending" | "accept_pending" | "accepted" {
  if (!viewer || viewer.id === target.id) return "none";
  const f = db.friendship.findFirst({
    where: { fromId: { in: [viewer.id, target.id] }, toId: { in: [viewer.id, target.id] }, status: { notEquals: "rejected" } },
  });
  if (!f) return "none";
  if (f.status === "accepted") return "accepted";
  return f.fromId === viewer.id ? "pending" : "accept_pending";
}

/** Masks a value so it stays recognisable but unusable: keeps the first two characters of each part. */
export const mask = (value: string | null) =>
  value === null ? null : value.replace(/[^@.]+/g, (part) => part.slice(0, 2) + "*".repeat(Math.max(3, part.length - 2)));

/** The networks whose handle the network itself proved (OAuth, Telegram's login), in a fixed order. */
const NETWORK_ORDER = ["twitter", "discord", "linkedin", "telegram"] as const;
const connectedNetworks = (u: UserRecord) => {
  const linked = new Set(db.socialLink.findMany({ where: { userId: { equals: u.id } } }).map((l) => l.network));
  return NETWORK_ORDER.filter((n) => linked.has(n));
};

/** A profile's promise that the conformance runner checks by behaviour (a fault switch can replace it: mocks/faults.ts). */
export const viewRules = {
  /** Contact data (email, wallet) in clear for the player and accepted friends only (K11). */
  seesContact: (viewer: UserRecord | null, u: UserRecord, status: ReturnType<typeof friendshipStatus>) => viewer?.id === u.id || status === "accepted",
};

export function userInfo(u: UserRecord, viewer: UserRecord | null) {
  const status = friendshipStatus(viewer, u);
  const clear = viewRules.seesContact(viewer, u, status);
  const extra = extraData(u);
  const wallets = JSON.parse(u.externalWalletsJson) as Record<string, { address: string }>;
  return {
    username: u.username,
    email: clear ? u.email : mask(u.email)!,
    mm_address: clear ? u.mmAddress : mask(u.mmAddress),
    metamask_bind: !!u.mmAddress,
    verified: u.verified,
    email_validated_at: u.emailValidatedAt,
    external_wallets: clear ? wallets : Object.fromEntries(Object.entries(wallets).map(([k, w]) => [k, { address: mask(w.address)! }])),
    extra_data: clear ? extra : Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, mask(v)])),
    connected_socials: connectedNetworks(u),
    interest_text: u.interestText,
    profile_picture: u.profilePicture,
    pending_email: viewer?.id === u.id ? u.pendingEmail : null,
    user_avatar: u.userAvatar,
    centralised_wallet_address: clear ? u.centralisedWallet : null,
    friendship_status: status,
    echovault_contract: null,
  };
}
