import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { serviceUrl } from "@/config/env";
import { createClientConfig, sessionAwareFetch } from "./api-config";
import { STILL_BEING_HANDLED } from "./network-failure";
import { session } from "./session";

describe("sessionAwareFetch: a 401 ends the session only for the token in use", () => {
  beforeEach(() => session.start("token-1"));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });
  /** A password change in flight (every call answering 401 meanwhile), answered or refused by the test. */
  function pendingChange() {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 401 }));
    let answer!: (token: string) => void;
    let refuse!: (error: Error) => void;
    const change = session.replace(
      () =>
        new Promise<string>((resolve, reject) => {
          answer = resolve;
          refuse = reject;
        }),
      (token) => token,
    );
    return { change, answer, refuse };
  }
  const call = (token: string) => new Request("http://127.0.0.1/api/v1/user/user_info", { headers: { authorization: `Bearer ${token}` } });

  test("a 401 to the session's own token ends it", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 401 }));
    await sessionAwareFetch(call("token-1"));
    expect(session.status()).toBe("unauthenticated");
    expect(session.wasEnded()).toBe(true);
  });

  test("a call sent with the old token answers 401 after a password change started a new session: the new one stays", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = sessionAwareFetch(call("token-1"));
    // the password change answers first: the server ended token-1, the app holds token-2
    session.start("token-2");
    answer(new Response(null, { status: 401 }));
    await inFlight;
    expect(session.token()).toBe("token-2");
    expect(session.wasEnded()).toBe(false);
  });

  test("the old token's 401 lands before the password change has answered: the change decides, and its new session stays", async () => {
    const { change, answer } = pendingChange();
    // the server ended token-1 with the change; a poll sent with it answers 401 first
    const poll = sessionAwareFetch(call("token-1"));
    await Promise.resolve();
    expect(session.token()).toBe("token-1");
    answer("token-2");
    await Promise.all([change, poll]);
    expect(session.token()).toBe("token-2");
    expect(session.wasEnded()).toBe(false);
  });

  test("a refused password change replaces nothing: the old token's 401 then ends the session", async () => {
    const { change, refuse } = pendingChange();
    const poll = sessionAwareFetch(call("token-1"));
    refuse(new Error("400"));
    await expect(change).rejects.toThrow("400");
    await poll;
    expect(session.status()).toBe("unauthenticated");
    expect(session.wasEnded()).toBe(true);
  });

  test("a password change whose answer never came: the old token's 401 meanwhile waits for its retry, whose new session stays", async () => {
    const first = pendingChange();
    first.refuse(new TypeError("Failed to fetch"));
    await expect(first.change).rejects.toThrow("Failed to fetch");
    await sessionAwareFetch(call("token-1"));
    expect(session.token(), "not ended while the retry may bring the new session").toBe("token-1");
    const retry = pendingChange();
    retry.answer("token-2");
    await retry.change;
    session.release();
    expect(session.token()).toBe("token-2");
    expect(session.wasEnded()).toBe(false);
  });

  test("a lost password change left without its retry: the old token's 401 meanwhile then ends the session", async () => {
    const { change, refuse } = pendingChange();
    refuse(new TypeError("Failed to fetch"));
    await expect(change).rejects.toThrow();
    await sessionAwareFetch(call("token-1"));
    expect(session.token()).toBe("token-1");
    session.release();
    expect(session.wasEnded()).toBe(true);
  });

  test("a lost password change left without a 401 meanwhile: the session stays", async () => {
    const { change, refuse } = pendingChange();
    refuse(new TypeError("Failed to fetch"));
    await expect(change).rejects.toThrow();
    session.release();
    expect(session.token()).toBe("token-1");
  });

  test("a password change's own 401 (the old token already ended) ends the session once the change has failed, without waiting on itself", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 401 }));
    const change = session.replace(
      () => sessionAwareFetch(call("token-1")).then((r) => (r.ok ? "token-2" : Promise.reject(new Error("401")))),
      (token) => token,
    );
    await expect(change).rejects.toThrow("401");
    expect(session.wasEnded()).toBe(true);
  });

  test("a password change left while on its way, then lost: the old token's 401 meanwhile ends the session as the loss is known", async () => {
    const { change, refuse } = pendingChange();
    await sessionAwareFetch(call("token-1"));
    session.release();
    expect(session.token(), "the change may still bring the new session").toBe("token-1");
    refuse(new TypeError("Failed to fetch"));
    await expect(change).rejects.toThrow();
    expect(session.wasEnded()).toBe(true);
  });

  test("a password change left while on its way, then answered: its new session stays", async () => {
    const { change, answer } = pendingChange();
    await sessionAwareFetch(call("token-1"));
    session.release();
    answer("token-2");
    await change;
    expect(session.token()).toBe("token-2");
    expect(session.wasEnded()).toBe(false);
  });

  test("a retry refused as still being handled (409) is no outcome: the session stays for the next retry", async () => {
    const first = pendingChange();
    first.refuse(new TypeError("Failed to fetch"));
    await expect(first.change).rejects.toThrow();
    await sessionAwareFetch(call("token-1"));
    const retry = pendingChange();
    retry.refuse(Object.assign(new Error("409"), { message: STILL_BEING_HANDLED }));
    await expect(retry.change).rejects.toThrow();
    expect(session.token()).toBe("token-1");
    const third = pendingChange();
    third.answer("token-2");
    await third.change;
    expect(session.token()).toBe("token-2");
  });

  test("leaving a lost change ends only the token it replaced: a sign-in meanwhile stays (another tab's: session.test.ts)", async () => {
    const { change, refuse } = pendingChange();
    refuse(new TypeError("Failed to fetch"));
    await expect(change).rejects.toThrow();
    await sessionAwareFetch(call("token-1"));
    session.start("token-3");
    session.release();
    expect(session.token()).toBe("token-3");
    expect(session.wasEnded()).toBe(false);
  });

  test("a password change answered after the player signed out and in again replaces nothing: the new sign-in's session stays", async () => {
    const { change, answer } = pendingChange();
    session.clear();
    session.start("token-9");
    answer("token-2");
    await change;
    expect(session.token()).toBe("token-9");
  });

  test("a lost password change left without a 401 is over: a later 401 of its old token ends the session at once", async () => {
    const { change, refuse } = pendingChange();
    refuse(new TypeError("Failed to fetch"));
    await expect(change).rejects.toThrow();
    session.release();
    await sessionAwareFetch(call("token-1"));
    expect(session.wasEnded()).toBe(true);
  });

  test("the old token's 401 during a lost change carries to its retry: a retry refused for another reason ends the session", async () => {
    const first = pendingChange();
    first.refuse(new TypeError("Failed to fetch"));
    await expect(first.change).rejects.toThrow();
    await sessionAwareFetch(call("token-1"));
    const retry = pendingChange();
    retry.refuse(new Error("400"));
    await expect(retry.change).rejects.toThrow("400");
    expect(session.wasEnded(), "the server had ended the old token").toBe(true);
  });

  test("a 401 to a call with another token (or a refused password) leaves the session alone", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 401 }));
    await sessionAwareFetch(call("someone-else"));
    await sessionAwareFetch(new Request("http://127.0.0.1/api/v1/user/login", { method: "POST" }));
    expect(session.token()).toBe("token-1");
  });

  test("other answers leave it alone", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 403 }));
    await sessionAwareFetch(call("token-1"));
    expect(session.token()).toBe("token-1");
  });
});

describe("createClientConfig: the generated clients' one runtime configuration", () => {
  afterEach(() => session.clear());

  test("a service's name becomes its URL; the session's token answers for the session scheme (or none named) only; fetch watches for the session's end", () => {
    session.start("token-1");
    const config = createClientConfig<{ baseUrl?: string; headers?: Record<string, string>; auth?: unknown; fetch?: unknown }>({
      baseUrl: "mining",
      headers: { "x-kept": "1" },
    });
    expect(config.baseUrl).toBe(serviceUrl("mining"));
    expect(config.headers, "the rest of the generated config stays").toEqual({ "x-kept": "1" });
    expect(config.fetch).toBe(sessionAwareFetch);
    const auth = config.auth as (scheme: { key?: string }) => string | undefined;
    expect([auth({ key: "bearerAuth" }), auth({})]).toEqual(["token-1", "token-1"]);
    expect(auth({ key: "verifyEmailToken" }), "another scheme's token is the call's own").toBeUndefined();
    session.clear();
    expect(auth({ key: "bearerAuth" }), "signed out").toBeUndefined();
  });
});
