import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { handlers } from "./mocks/handlers";
import { seed } from "./mocks/seed";

/** The same handlers as the HTTP mock, in-process; every test starts from the seed. */
export const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => seed());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
