import { http } from "msw";
import { zBindMetamaskBody, zBindTonBody, zBindTronBody } from "../../generated/api/user/zod.gen";
import { bindEvm, bindTon, bindTron, issueTonPayload } from "../domain/wallets";
import { body, handle, ok, requireUser } from "../lib/http";

const U = "*/api/v1/user";

/** Wallet binding: every signature is verified for real (viem, TronWeb, ton_proof with ed25519). */
export const walletHandlers = [
  http.post(
    `${U}/bind_metamask`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await bindEvm(user, await body(request, zBindMetamaskBody)));
    }),
  ),
  http.post(
    `${U}/bind_tron`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await bindTron(user, await body(request, zBindTronBody)));
    }),
  ),
  http.get(
    `${U}/ton_proof/payload`,
    handle((request) => ok(issueTonPayload(requireUser(request)))),
  ),
  http.post(
    `${U}/bind_ton`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await bindTon(user, await body(request, zBindTonBody)));
    }),
  ),
];
