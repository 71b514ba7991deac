import { http, type HttpHandler } from "msw";
import contract from "../../generated/openapi/all.json" with { type: "json" };
import { fail, handle, requireUser } from "../lib/http";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type Operation = { security?: Record<string, unknown>[] };

/** An operation that needs a session: a security requirement, none of them empty (optional auth). */
const needsSession = (op: Operation) => (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);

/**
 * Every operation of the contract that no real handler answered gets a 501 with the shared error
 * body, so the mock never serves invented data and never falls through to a 404. A protected one
 * checks the session first, as the real one will: without it the answer is 401, not 501.
 */
export const notImplementedHandlers: HttpHandler[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => m in item).map((method) =>
    http[method](
      `*${path.replace(/\{(\w+)\}/g, ":$1")}`,
      handle((request) => {
        const operation = (item as Record<string, Operation | undefined>)[method];
        if (operation && needsSession(operation)) requireUser(request);
        return fail(501, `${method.toUpperCase()} ${path} is not implemented in this mock yet`);
      }),
    ),
  ),
);
