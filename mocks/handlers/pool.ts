import { http } from "msw";
import * as z from "zod/mini";
import { zGetPoolMembersPath, zGetPoolMembersQuery, zJoinPoolBody, zLeavePoolBody, zUpdatePoolBody, zUpdatePoolPath } from "../../generated/api/pool/zod.gen";
import { allPools, currentPool, joinPool, leavePool, poolMembers, updatePool } from "../domain/pools";
import { body, handle, ok, query, refuse, requireUser } from "../lib/http";

/** A path parameter checked with its generated schema. */
function pathParams<S extends z.core.$ZodType>(params: Record<string, string>, schema: S): z.infer<S> {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw refuse(400, "Invalid request: the pool code is 1 to 32 characters");
  return parsed.data;
}

/**
 * The update body with min_NFTs checked by the domain instead, so a bad value gets the spec's
 * message (K37) rather than the generic one; every other field keeps the generated rules.
 */
const zUpdateBody = z.extend(zUpdatePoolBody, { min_NFTs: z.number() });

/** The pool service (public-pages-mining.md §7): pools, membership and the owner's update. */
export const poolHandlers = [
  http.get(
    "*/pool/getallpool",
    handle((request) => {
      requireUser(request);
      return ok({ status: true, result: allPools() });
    }),
  ),
  http.get(
    "*/pool/current",
    handle((request) => ok({ status: true, result: currentPool(requireUser(request)) })),
  ),
  http.get(
    "*/pool/members/:pool_code",
    handle<"pool_code">((request, params) => {
      requireUser(request);
      const { pool_code } = pathParams(params, zGetPoolMembersPath);
      const { page } = query(request, zGetPoolMembersQuery);
      return ok({ status: true, result: poolMembers(pool_code, page) });
    }),
  ),
  http.patch(
    "*/pool/update/:pool_code",
    handle<"pool_code">(async (request, params) => {
      const user = requireUser(request);
      const { pool_code } = pathParams(params, zUpdatePoolPath);
      return ok(updatePool(user, pool_code, await body(request, zUpdateBody)));
    }),
  ),
  http.post(
    "*/pool/joinpool",
    handle(async (request) => {
      const user = requireUser(request);
      return ok(joinPool(user, (await body(request, zJoinPoolBody)).pool_code));
    }),
  ),
  http.post(
    "*/pool/leavepool",
    handle(async (request) => {
      const user = requireUser(request);
      return ok(leavePool(user, (await body(request, zLeavePoolBody)).pool_code));
    }),
  ),
];
