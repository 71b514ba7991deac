import { http, HttpResponse } from "msw";
import { now } from "../lib/clock";
import { totp } from "../lib/totp";

/**
 * The authenticator app's stand-in (Google Authenticator and the like): given the key a player
 * typed in from the setup screen, the 6-digit code it would show now (on the mock's clock). For a
 * browser on the local stack and for the page tests, which cannot import the mock's TOTP.
 */
export const devAuthenticatorHandlers = [
  http.get("*/__dev/authenticator", ({ request }) => {
    const secret = new URL(request.url).searchParams.get("secret") ?? "";
    if (!/^[A-Z2-7]{16,128}$/.test(secret)) return HttpResponse.json({ message: "secret: the base32 key shown at setup" }, { status: 400 });
    return HttpResponse.json({ code: totp(secret, now()) });
  }),
];
