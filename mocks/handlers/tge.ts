import { http } from "msw";
import { zSetAirdropMethodBody, zStoreCexBody, zVerifyTgeBody } from "../../generated/api/tge/zod.gen";
import { setAirdropMethod, storeCex, tgeStatus, verifyTge } from "../domain/tge";
import { body, handle, ok, requireUser } from "../lib/http";

const T = "*/api/v1/user/tge";

/** The TGE service (tge.yaml): eligibility, the airdrop method, the exchange account, verification. */
export const tgeHandlers = [
  http.get(
    `${T}/status`,
    handle((request) => ok(tgeStatus(requireUser(request)))),
  ),
  http.post(
    `${T}/airdrop_method`,
    handle(async (request) => {
      const me = requireUser(request);
      return ok(setAirdropMethod(me, (await body(request, zSetAirdropMethodBody)).airdrop_method));
    }),
  ),
  http.post(
    `${T}/store_cex`,
    handle(async (request) => {
      const me = requireUser(request);
      return ok(storeCex(me, await body(request, zStoreCexBody)));
    }),
  ),
  http.post(
    `${T}/verify`,
    handle(async (request) => {
      const me = requireUser(request);
      // the body is optional (an empty object when sent)
      if (request.headers.get("content-type")) await body(request, zVerifyTgeBody);
      return ok(verifyTge(me));
    }),
  ),
];
