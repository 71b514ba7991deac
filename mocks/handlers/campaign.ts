import { http } from "msw";
import { zClaimBadgeBody, zClaimBadgeTaskBody, zClaimBadgeTaskPath, zClaimWeb3BadgeTaskBody, zGetBadgeTasksPath } from "../../generated/api/campaign/zod.gen";
import { badgeStatus, badgeTasks, claimBadge, claimTask, pointLeaderboard, referralLeaderboard, spin, wheel } from "../domain/campaign";
import { body, fail, handle, ok, requireUser } from "../lib/http";

const C = "*/api/v1/user/campaign";

/** A badge path parameter of the contract (royal, ascended), or a 404. */
function taskBadge(params: Record<string, string>) {
  const parsed = zGetBadgeTasksPath.safeParse(params);
  return parsed.success ? parsed.data.badge : null;
}

/** The campaign service (campaign.yaml): badges, tasks, leaderboards, the wheel. */
export const campaignHandlers = [
  http.get(
    `${C}/badges`,
    handle((request) => ok(badgeStatus(requireUser(request)))),
  ),
  http.post(
    `${C}/badges/claim`,
    handle(async (request) => {
      const me = requireUser(request);
      const { badge } = await body(request, zClaimBadgeBody);
      return ok(claimBadge(me, badge));
    }),
  ),
  http.get(
    `${C}/badges/web3`,
    handle((request) => ok(badgeTasks(requireUser(request), "web3"))),
  ),
  http.post(
    `${C}/badges/web3/claim`,
    handle(async (request) => {
      const me = requireUser(request);
      return ok(claimTask(me, "web3", await body(request, zClaimWeb3BadgeTaskBody)));
    }),
  ),
  http.get(
    `${C}/badges/:badge`,
    handle<"badge">((request, params) => {
      const me = requireUser(request);
      const badge = taskBadge(params);
      return badge ? ok(badgeTasks(me, badge)) : fail(404, "No such badge task list");
    }),
  ),
  http.post(
    `${C}/badges/:badge/claim`,
    handle<"badge">(async (request, params) => {
      const me = requireUser(request);
      const path = zClaimBadgeTaskPath.safeParse(params);
      if (!path.success) return fail(404, "No such badge task list");
      return ok(claimTask(me, path.data.badge, await body(request, zClaimBadgeTaskBody)));
    }),
  ),
  http.get(
    `${C}/referral/leaderboard`,
    handle((request) => ok(referralLeaderboard(requireUser(request)))),
  ),
  http.get(
    `${C}/point_leaderboard`,
    handle((request) => ok(pointLeaderboard(requireUser(request)))),
  ),
  http.get(
    `${C}/spinawheel`,
    handle((request) => ok(wheel(requireUser(request)))),
  ),
  http.post(
    `${C}/spinawheel`,
    handle((request) => ok(spin(requireUser(request)))),
  ),
];
