import { http } from "msw";
import { rates } from "../config";
import { authorize, exchange, registeredClient } from "../domain/sso";
import { body, clientId, handle, ok, query, requireUser } from "../lib/http";
import { limit } from "../lib/rate-limit";
import { zSsoAuthorizeBody, zSsoClientQuery, zSsoTokenBody } from "../../generated/api/sso/zod.gen";

/** The SSO service (accounts-identity.md §7, openapi/sso.yaml): the registered partner, approval and the code exchange. */
export const ssoHandlers = [
  http.get(
    "*/api/v1/sso/client",
    handle((request) => {
      limit(`sso-client:${clientId(request)}`, rates.referralCheck);
      const { client_id, redirect_uri } = query(request, zSsoClientQuery);
      return ok({ status: true, result: registeredClient(client_id, redirect_uri) });
    }),
  ),
  http.post(
    "*/api/v1/sso/authorize",
    handle(async (request) => {
      const user = requireUser(request);
      const input = await body(request, zSsoAuthorizeBody);
      return ok(authorize(user, input.client_id, input.redirect_uri));
    }),
  ),
  http.post(
    "*/api/v1/sso/token",
    handle(async (request) => {
      const input = await body(request, zSsoTokenBody);
      return ok(exchange(input.authorization_code, input.access_token, clientId(request)));
    }),
  ),
];
