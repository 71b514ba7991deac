import { http } from "msw";
import { zBindMetamaskBody, zBindTonBody, zBindTronBody, zUnbindWalletBody } from "../../generated/api/user/zod.gen";
import { rates } from "../config";
import { bindTon, issueTonPayload } from "../domain/ton-proof";
import { bindEvm, bindTron, issueBindNonce, unbindWallet } from "../domain/wallets";
import { body, clientId, handle, ok, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";

const U = "*/api/v1/user";

/** Wallet binding: every signature is verified for real (viem, TronWeb, ton_proof with ed25519). */
export const walletHandlers = [
  http.get(
    `${U}/bind_nonce`,
    handle((request) => {
      const user = requireUser(request);
      limit(`bind-nonce:${clientId(request)}`, rates.bindNonce);
      return ok(issueBindNonce(user));
    }),
  ),
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
    handle((request) => {
      const user = requireUser(request);
      limit(`ton-payload:${clientId(request)}`, rates.tonPayload);
      return ok(issueTonPayload(user));
    }),
  ),
  http.post(
    `${U}/bind_ton`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(await bindTon(user, await body(request, zBindTonBody)));
    }),
  ),
  http.post(
    `${U}/unbind_wallet`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(unbindWallet(user, (await body(request, zUnbindWalletBody)).kind));
    }),
  ),
];
