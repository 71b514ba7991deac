import { http } from "msw";
import { zPurchaseBundleBody, zVerifyTwoFactorBody } from "../../generated/api/user/zod.gen";
import { purchase, setup, shop, verify } from "../domain/two-factor";
import { body, handle, ok, requireUser } from "../lib/http";

const U = "*/api/v1/user";

/** Two-factor codes and the bundle shop they protect (the user service; openapi/user.yaml). */
export const twoFactorHandlers = [
  http.post(
    `${U}/2fa/setup`,
    handle((request) => ok(setup(requireUser(request)))),
  ),
  http.post(
    `${U}/2fa/verify`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(verify(user, await body(request, zVerifyTwoFactorBody)));
    }),
  ),
  http.get(
    `${U}/bundles`,
    handle((request) => ok({ status: true, result: shop(requireUser(request)) })),
  ),
  http.post(
    `${U}/bundles/purchase`,
    handle(async (request) => {
      const user = requireUser(request);
      return ok(purchase(user, (await body(request, zPurchaseBundleBody)).bundleId));
    }),
  ),
];
