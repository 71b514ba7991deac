import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import { brand, oauthProviders, telegram, type OAuthNetwork } from "../config";
import { setAiSwitch } from "../domain/ai";
import { checkAuthorizeRequest, issueProviderCode, redirectUri, signTelegram } from "../domain/social";
import { now } from "../lib/clock";
import { body, handle } from "../lib/http";
import { playerOr404 } from "./dev";
import { devPage, escapeHtml as esc, formOf, redirectTo } from "./dev-page";

const NAMES: Record<OAuthNetwork, string> = { twitter: "X", discord: "Discord", linkedin: "LinkedIn" };
const isNetwork = (n: unknown): n is OAuthNetwork => typeof n === "string" && n in oauthProviders;
const bad = (message: string) => HttpResponse.json({ message }, { status: 400 });
const suggestion = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * The providers of the social connections, stood in (never in the contract or the app): each OAuth
 * provider's authorize and consent screen, which sends the browser back with a code and the state,
 * and Telegram's login page, which sends it back with signed login data. The code exchange is the
 * backend's (domain/social). Also the AI service's dev switch.
 */
export const devSocialHandlers = [
  http.get("*/__dev/oauth/:network/authorize", ({ request, params }) => {
    const q = new URL(request.url).searchParams;
    if (!isNetwork(params.network)) return bad("unknown provider");
    const problem =
      q.get("response_type") === "code" ? checkAuthorizeRequest(params.network, q.get("client_id"), q.get("redirect_uri")) : "response_type must be code";
    if (problem) return bad(problem);
    const name = NAMES[params.network];
    const hidden = ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"]
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? "")}">`)
      .join("");
    return devPage(
      `${name} (local stand-in)`,
      `<p><strong>${esc(brand.name)}</strong> wants to connect your ${name} account (scopes: <code>${esc(q.get("scope") ?? "")}</code>).</p>
<form method="post">${hidden}<label for="handle">${name} account name</label><input id="handle" name="handle" value="${esc(suggestion(`dev_${params.network}`))}" pattern="[A-Za-z0-9_.]{2,32}" required>
<button type="submit" name="decision" value="allow">Authorize</button><button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button></form>`,
    );
  }),
  http.post("*/__dev/oauth/:network/authorize", async ({ request, params }) => {
    const form = await formOf(request);
    if (!form || !isNetwork(params.network)) return bad("the body must be a form of a known provider");
    const get = (k: string) => String(form.get(k) ?? "");
    const problem = checkAuthorizeRequest(params.network, get("client_id"), get("redirect_uri"));
    if (problem) return bad(problem);
    const back = new URL(get("redirect_uri"));
    if (get("state")) back.searchParams.set("state", get("state"));
    if (get("decision") !== "allow") {
      back.searchParams.set("error", "access_denied");
      return redirectTo(back.toString());
    }
    if (!/^[A-Za-z0-9_.]{2,32}$/.test(get("handle"))) return bad("invalid account name");
    const code = issueProviderCode(params.network, {
      clientId: get("client_id"),
      redirectUri: get("redirect_uri"),
      challenge: get("code_challenge_method") === "S256" ? get("code_challenge") || null : null,
      handle: get("handle"),
    });
    back.searchParams.set("code", code);
    return redirectTo(back.toString());
  }),
  /** Telegram's login page (oauth.telegram.org/auth), stood in: it returns `#tgAuthResult=` signed with the bot token. */
  http.get("*/__dev/telegram/auth", ({ request }) => {
    const q = new URL(request.url).searchParams;
    const back = q.get("return_to") ?? "";
    if (q.get("bot_id") !== telegram.botId()) return bad("Bot domain invalid");
    if (!back.startsWith(`${redirectUri()}?`)) return bad("return_to is not the bot's domain");
    return devPage(
      "Telegram (local stand-in)",
      `<p>Log in to <strong>${esc(q.get("origin") ?? "")}</strong> with Telegram. The site will receive your name, username and profile picture.</p>
<form method="post" action="${esc(new URL(request.url).pathname)}"><input type="hidden" name="return_to" value="${esc(back)}"><label for="username">Telegram username</label><input id="username" name="username" value="${esc(suggestion("dev_tg"))}" pattern="[A-Za-z0-9_]{5,32}" aria-describedby="no-username"><p id="no-username">Empty: an account without a username, as Telegram allows.</p><label for="first_name">First name (any script)</label><input id="first_name" name="first_name" maxlength="64"><button type="submit">Log in</button></form>`,
    );
  }),
  http.post("*/__dev/telegram/auth", async ({ request }) => {
    const form = await formOf(request);
    const back = String(form?.get("return_to") ?? "");
    const username = String(form?.get("username") ?? "");
    if (!back.startsWith(`${redirectUri()}?`) || (username && !/^[A-Za-z0-9_]{5,32}$/.test(username))) return bad("invalid return_to or username");
    const firstName =
      String(form?.get("first_name") ?? "")
        .trim()
        .slice(0, 64) ||
      username ||
      "Telegram player";
    // one Telegram account per username (without one, per first name), whole (48 bits of its hash: a safe integer)
    const id = parseInt(
      createHash("sha256")
        .update(username.toLowerCase() || `no username: ${firstName}`)
        .digest("hex")
        .slice(0, 12),
      16,
    );
    // an account without a username: Telegram's login data then has no username field
    const fields = signTelegram({ id, first_name: firstName, ...(username && { username }), auth_date: Math.floor(now() / 1000) });
    return redirectTo(`${back}#tgAuthResult=${Buffer.from(JSON.stringify(fields)).toString("base64url")}`);
  }),
  /** The AI service's failures and slowness for one player (tests; never through the request). */
  http.post(
    "*/__dev/ai",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          username: z.string().min(1).max(64),
          fail: z
            .array(z.enum(["micro-prompt", "picture"]))
            .max(2)
            .default([]),
          delayMs: z.number().int().min(0).max(10_000).default(0),
        }),
      );
      const user = playerOr404(input.username);
      setAiSwitch(user.id, { fail: input.fail, delayMs: input.delayMs });
      return HttpResponse.json({ status: true });
    }),
  ),
];
