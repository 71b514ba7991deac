import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { login } from "../../generated/api/user/sdk.gen";
import { limits } from "../config";
import { createMockServer } from "../http-server";
import { rawHttp } from "../testing/raw-http";
import { expectError, testPlayer } from "../testing/test-utils";
import { handlers } from "./";

/** The fault switch's endpoint (mocks/handlers/dev.ts) is served only by a mock started with MOCK_FAULT=switch in the test mode. */
describe("the fault switch", () => {
  it("is not served by the mock as the stack and the tests run it: a switch is refused and every rule holds", async () => {
    const server = createMockServer({ handlers, origin: "http://127.0.0.1:0" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const body = JSON.stringify({ fault: "no-login-limit" });
      const answer = await rawHttp(port, "PUT /__dev/fault HTTP/1.1\nHost: x\nContent-Type: application/json", body);
      expect(answer.status).toBe(404);
    } finally {
      server.close();
    }
    const { name } = testPlayer("fs");
    for (let i = 0; i < limits.failedLoginsPerAccount; i++) expectError(await login({ body: { username: name, password: `wrong-${i}-pass` } }), 401);
    expectError(await login({ body: { username: name, password: "pw-123456" } }), 429);
  });
});
