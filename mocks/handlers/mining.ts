import { http } from "msw";
import {
  zGetBlockWinnersPath,
  zGetBlockWinnersQuery,
  zGetMiningHistoryQuery,
  zGetMiningReferenceQuery,
  zGetUserHistoryQuery,
  zParticipateBody,
  zParticipateWithTxBody,
  zTxCheckBody,
} from "../../generated/api/mining/zod.gen";
import {
  ACTIVE_MINING,
  activeParticipation,
  activePartners,
  minableItems,
  miningStats,
  participate,
  participateWithTx,
  participationView,
} from "../domain/mining";
import { checkMineTx, miningReference } from "../domain/mining-tx";
import { blockWinners, miningHistory, userHistory, userRewards } from "../domain/mining-blocks";
import { rates } from "../config";
import { body, clientId, handle, ok, okPublic, query, refuse, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";

/** A block number of the path or the query: digits only, kept as text (leading zeros matter to a prefix search). */
function blockNumber(raw: string | null, schema: typeof zGetBlockWinnersPath.shape.id) {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw refuse(400, "Invalid request: a block number is 1 to 12 digits");
  return parsed.data;
}

/**
 * The mining service (public-pages-mining.md §7): the player's items, participation and the
 * on-chain start; the settled blocks, their winners and the player's rewards; the partners.
 */
export const miningHandlers = [
  http.get(
    "*/mining/active",
    handle((request) => {
      limit(`active-mining:${clientId(request)}`, rates.activeMining);
      return okPublic({ status: true, result: ACTIVE_MINING }, "CacheLive");
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
  http.get(
    "*/mining/reference",
    handle((request) => {
      const user = requireUser(request);
      const { address } = query(request, zGetMiningReferenceQuery);
      return ok({ status: true, result: { reference: miningReference(user, address) } });
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
      const user = requireUser(request);
      await checkMineTx(user, await body(request, zTxCheckBody));
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
  http.get(
    "*/mining/partners",
    handle((request) => {
      limit(`partners:${clientId(request)}`, rates.activeMining);
      return okPublic({ status: true, result: activePartners() }, "CacheListing");
    }),
  ),
  http.get(
    "*/mining/history",
    handle((request) => {
      requireUser(request);
      const { page, block } = query(request, zGetMiningHistoryQuery);
      return ok({ status: true, result: miningHistory(page, block) });
    }),
  ),
  http.get(
    "*/block/winner/:id",
    handle<"id">((request, params) => {
      requireUser(request);
      const id = blockNumber(params.id, zGetBlockWinnersPath.shape.id);
      const { page } = query(request, zGetBlockWinnersQuery);
      return ok({ status: true, result: blockWinners(Number(id), page) });
    }),
  ),
  http.get(
    "*/user/rewards",
    handle((request) => ok({ status: true, result: userRewards(requireUser(request)) })),
  ),
  http.get(
    "*/user/history",
    handle((request) => {
      const user = requireUser(request);
      const { page, is_winner } = query(request, zGetUserHistoryQuery);
      return ok({ status: true, result: userHistory(user, page, is_winner === true) });
    }),
  ),
];
