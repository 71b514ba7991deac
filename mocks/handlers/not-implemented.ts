import { http, type HttpHandler } from "msw";
import contract from "../../generated/openapi/all.json" with { type: "json" };
import { fail } from "../lib/http";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * Every operation of the contract that no real handler answered gets a 501 with the shared error
 * body, so the mock never serves invented data and never falls through to a 404.
 */
export const notImplementedHandlers: HttpHandler[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => m in item).map((method) =>
    http[method](`*${path.replace(/\{(\w+)\}/g, ":$1")}`, () => fail(501, `${method.toUpperCase()} ${path} is not implemented in this mock yet`)),
  ),
);
