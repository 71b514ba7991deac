import { describe, expect, it } from "vitest";
import { appUrl, oauthProviders, telegram } from "./config";
import { checkAuthorizeRequest, connectOAuth, redirectUri, startConnect } from "./domain/social";
import { HttpError } from "./lib/http";
import { testPlayer } from "./test-utils";

/** Social connections at their edges (mocks/domain/social.ts): Telegram's login URL, the OAuth redirect URI, the providers' stand-in checks. */
describe("starting a connection", () => {
  it("Telegram: its login page with the bot, the app's origin, the way back with a state of this start, and write access", () => {
    const p = testPlayer("sc");
    const started = startConnect(p.user, p.token, "telegram");
    expect(started.status).toBe(true);
    expect(started.state).toMatch(/^telegram\.[\w-]{22,}$/);
    const url = new URL(started.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(telegram.authUrl());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: telegram.botId(),
      origin: new URL(appUrl()).origin,
      return_to: `${redirectUri()}?state=${started.state}`,
      request_access: "write",
    });
    expect(startConnect(p.user, p.token, "telegram").state).not.toBe(started.state);
  });

  it("an OAuth callback whose redirect URI is not the request's is refused, and its state is used up", async () => {
    const p = testPlayer("sc");
    const { state } = startConnect(p.user, p.token, "discord");
    const error = (() => {
      try {
        connectOAuth(p.user, p.token, "discord", { code: "c", redirect_uri: `${redirectUri()}/other`, state });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(await (error as HttpError).response.json()).toMatchObject({ message: "The redirect URI does not match the one of the request" });
    expect(() => connectOAuth(p.user, p.token, "discord", { code: "c", redirect_uri: redirectUri(), state })).toThrow(HttpError);
  });

  it("the providers' stand-ins check the client and the registered redirect URI", () => {
    expect(checkAuthorizeRequest("twitter", "someone-else", redirectUri())).toBe("unknown client_id");
    expect(checkAuthorizeRequest("twitter", oauthProviders.twitter.clientId, `${redirectUri()}x`)).toBe("redirect_uri is not registered for this client");
    expect(checkAuthorizeRequest("twitter", oauthProviders.twitter.clientId, redirectUri())).toBeNull();
  });
});
