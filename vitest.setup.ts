import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { handlers } from "./mocks/handlers";
import { seedOnce } from "./mocks/testing/seeded";

/** The same handlers as the HTTP mock, in-process; every test starts from the seed. */
export const server = setupServer(...handlers);
const reseed = seedOnce();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(reseed);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
