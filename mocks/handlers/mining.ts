import { http } from "msw";
import { zParticipateBody, zParticipateWithTxBody, zTxCheckBody } from "../../generated/api/mining/zod.gen";
import {
  ACTIVE_MINING,
  activeParticipation,
  checkMineTx,
  minableItems,
  miningStats,
  participate,
  participateWithTx,
  participationView,
} from "../domain/mining";
import { rates } from "../config";
import { body, clientId, handle, ok, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";

/** The mining service (public-pages-mining.md §7): the player's items, participation and the on-chain start. */
export const miningHandlers = [
  http.get(
    "*/mining/active",
    handle((request) => {
      limit(`active-mining:${clientId(request)}`, rates.activeMining);
      return ok({ status: true, result: ACTIVE_MINING });
    }),
  ),
  http.get(
    "*/mining/stats",
    handle((request) => ok({ status: true, result: miningStats(requireUser(request)) })),
  ),
  http.get(
    "*/mining/tokens",
    handle((request) => ok({ status: true, result: minableItems(requireUser(request)) })),
  ),
  http.get(
    "*/mining/participation",
    handle((request) => {
      const p = activeParticipation(requireUser(request));
      return ok({ status: true, result: p ? participationView(p) : null });
    }),
  ),
  http.post(
    "*/mining/participate",
    handle(async (request) => {
      const user = requireUser(request);
      return ok(participate(user, await body(request, zParticipateBody)));
    }),
  ),
  http.post(
    "*/mining/tx_check",
    handle(async (request) => {
      requireUser(request);
      await checkMineTx(await body(request, zTxCheckBody));
      return ok({ status: true, message: "The transaction is confirmed" });
    }),
  ),
  http.post(
    "*/mining/participate_wth_tx",
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await participateWithTx(user, await body(request, zParticipateWithTxBody)));
    }),
  ),
];
