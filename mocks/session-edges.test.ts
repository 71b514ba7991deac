import { describe, expect, it } from "vitest";
import { z } from "zod";
import { assertPasswordAllowed, PASSWORD_IS_IDENTITY } from "./domain/password-policy";
import { endOtherSessions, passwordLogin, startSession } from "./domain/sessions";
import { optionalUser, query } from "./lib/http";
import { testPlayer, refusal } from "./test-utils";

describe("sessions", () => {
  it("signing out elsewhere says how many sessions ended, one or several", () => {
    const p = testPlayer("se");
    expect(endOtherSessions(p.user, p.token)).toEqual({ status: true, message: "Signed out of 0 other sessions" });
    startSession(p.user);
    expect(endOtherSessions(p.user, p.token)).toEqual({ status: true, message: "Signed out of 1 other session" });
    startSession(p.user);
    startSession(p.user);
    expect(endOtherSessions(p.user, p.token).message).toBe("Signed out of 2 other sessions");
  });

  it("a sign-in without its login or its password names each missing field", async () => {
    const both = await refusal(() => passwordLogin({ username: "  ", password: "" }, "se-client"));
    expect(both).toEqual({
      status: 400,
      body: {
        status: false,
        message: "Email or Username and Password are required",
        errors: [
          { path: "username", message: "Email or Username is required" },
          { path: "password", message: "Password is required" },
        ],
      },
    });
    expect(await refusal(() => passwordLogin({ username: "someone" }, "se-client"))).toMatchObject({
      body: { errors: [{ path: "password", message: "Password is required" }] },
    });
    expect(await refusal(() => passwordLogin({ password: "x" }, "se-client"))).toMatchObject({
      body: { errors: [{ path: "username", message: "Email or Username is required" }] },
    });
  });

  it("an optional session: none, a live one, or an ended or unknown one read as none", () => {
    const p = testPlayer("se");
    const request = (token?: string) => new Request("http://backend.test/x", { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(optionalUser(request())).toBeNull();
    expect(optionalUser(request(p.token))?.id).toBe(p.user.id);
    expect(optionalUser(request("st_unknown"))).toBeNull();
  });
});

describe("a query string", () => {
  it("is read by each field's type; a problem of the whole query is said as 'query'", async () => {
    const schema = z.object({ code: z.string(), page: z.number().optional(), all: z.boolean().optional() });
    expect(query(new Request("http://backend.test/x?code=0012&page=2&all=true"), schema)).toEqual({ code: "0012", page: 2, all: true });
    expect(query(new Request("http://backend.test/x?code=a&all=false"), schema)).toEqual({ code: "a", all: false });
    const strict = z.object({ a: z.string() }).refine(() => false, { message: "never" });
    expect(await refusal(() => query(new Request("http://backend.test/x?a=1"), strict))).toEqual({
      status: 400,
      body: { status: false, message: "Invalid request: query", errors: [{ path: "", message: "never" }] },
    });
  });
});

describe("a new password", () => {
  it("an account without an email: only its username is refused, and an empty password is not matched to the missing email", async () => {
    expect(await refusal(() => assertPasswordAllowed(" Walter ", { username: "walter", email: null }))).toMatchObject({
      status: 400,
      body: { errors: [{ path: "password", message: PASSWORD_IS_IDENTITY }] },
    });
    expect(() => assertPasswordAllowed("", { username: "walter", email: null })).not.toThrow();
    expect(await refusal(() => assertPasswordAllowed("walt", { username: "walter", email: "Walt@example.test" }, "new_password"))).toMatchObject({
      body: { errors: [{ path: "new_password" }] },
    });
  });
});
