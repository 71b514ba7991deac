import { http, HttpResponse } from "msw";
import { z } from "zod";
import { db } from "../db";
import { advanceClock } from "../lib/clock";
import { seed } from "../seed";
import { appUrl, brand, limits } from "../config";
import { issueEmailWalletToken, issueOneTime } from "../domain/one-time";
import { createUser, findUserByName } from "../domain/users";
import { mailbox } from "../domain/mail";
import { captchaAnswerOf, captchaOfImage } from "../domain/captcha";
import { devPage, escapeHtml } from "./dev-page";
import { body, handle, HttpError } from "../lib/http";
import { walletRules } from "../domain/wallets";
import { FAULTS, type Fault } from "../faults";
import { switchFault } from "../faults-switch";

/**
 * Stand-ins for what a real backend sends elsewhere (mail) and test controls: accounts, keys, the
 * clock, a reset. Served only by the mock under /__dev; never part of the contract or the app. What
 * tests build around a player (items, chains, badges, pools, spaces) is in dev-world.ts.
 */

/** The player a dev route names, or its 404 (stand-ins act on players that must exist). */
export function playerOr404(username: string) {
  const user = findUserByName(username);
  if (!user) throw new HttpError(HttpResponse.json({ message: "unknown user" }, { status: 404 }));
  return user;
}

/** An EVM address nobody holds the key of (stand-ins pick wallets with it). */
const randomAddress = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
export const devHandlers = [
  http.get("*/__dev/mailbox.json", ({ request }) => {
    const to = new URL(request.url).searchParams.get("to")?.toLowerCase();
    const mails = mailbox(to ?? undefined);
    return HttpResponse.json(mails);
  }),
  http.get("*/__dev/mailbox", () => {
    const mails = mailbox();
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><p>${escapeHtml(m.text)}</p><p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p></article>`,
      )
      .join("");
    return new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · ${escapeHtml(brand.name)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;background:#0f1020;color:#eee}article{background:#1b1d36;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{margin:.2rem 0;font-size:1.1rem}.meta{color:#aab;font-size:.85rem}a{color:#8fd3ff;word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1><p>Every mail the local backend sends lands here (newest first).</p>${rows || "<p>No mail yet.</p>"}</body></html>`,
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  }),
  /** The captcha a page shows, by its image (the img's data URL or its base64): what a person reads. */
  http.post("*/__dev/captcha/by-image", async ({ request }) => {
    const { image } = (await request.json().catch(() => ({}))) as { image?: string };
    const id = captchaOfImage(String(image ?? "").replace(/^data:image\/jpeg;base64,/, ""));
    const answer = id && captchaAnswerOf(id);
    return answer ? HttpResponse.json({ captcha_id: id, answer }) : HttpResponse.json({ message: "unknown captcha" }, { status: 404 });
  }),
  http.get("*/__dev/captcha/:id", ({ params }) => {
    const answer = captchaAnswerOf(String(params.id));
    return answer ? HttpResponse.json({ answer }) : HttpResponse.json({ message: "unknown captcha" }, { status: 404 });
  }),
  /** The wallet app's App Store page, stood in: the local stack has no iPhone app to send a player to. */
  http.get("*/__dev/app-store", () =>
    devPage(
      `${brand.name} Wallet on the App Store (local stand-in)`,
      `<p>An iPhone opening the wallet's download page is sent to the wallet app's App Store page. The local stack has no published app, so it comes here.</p>
<p>A release links the real page (<code>VITE_LINK_WALLET_APP_STORE</code>) and refuses to build without it.</p>`,
    ),
  ),
  /** The email-wallet provider's sign-in, stood in: pick a wallet, go back to the app with a token. */
  http.get("*/__dev/ethermail", ({ request }) => {
    const back = new URL(request.url).searchParams.get("return") ?? "";
    if (!back.startsWith(`${appUrl()}/`)) return HttpResponse.json({ message: "return must be a URL of the app" }, { status: 400 });
    const suggested = randomAddress();
    return devPage(
      "EtherMail (local stand-in)",
      `<p>The real provider proves that you own this wallet. Here you pick the wallet address and continue.</p>
<form method="post" action="/__dev/ethermail"><input type="hidden" name="return" value="${escapeHtml(back)}"><label for="address">Wallet address</label><input id="address" name="address" value="${suggested}" pattern="0x[0-9a-fA-F]{40}" required><button type="submit">Continue with EtherMail</button></form>`,
    );
  }),
  http.post("*/__dev/ethermail", async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return HttpResponse.json({ message: "the body must be a form (application/x-www-form-urlencoded)" }, { status: 400 });
    }
    const back = String(form.get("return") ?? "");
    const address = String(form.get("address") ?? "");
    if (!back.startsWith(`${appUrl()}/`) || !/^0x[0-9a-fA-F]{40}$/.test(address))
      return HttpResponse.json({ message: "invalid return or address" }, { status: 400 });
    const url = new URL(back);
    url.searchParams.set(url.pathname.startsWith("/sign-up") ? "ethermailtoken" : "ethermail_token", issueEmailWalletToken(address));
    return new HttpResponse(null, { status: 302, headers: { Location: url.toString() } });
  }),
  /** A single-use login key for a user, as a game or the mobile app would hand one over. */
  http.post(
    "*/__dev/login-key",
    handle(async (request) => {
      const { username } = await body(request, z.object({ username: z.string().min(1).max(64) }));
      const user = playerOr404(username);
      const key = issueOneTime("login_key", user.id, limits.loginKeyTtlMs, "tl");
      return HttpResponse.json({ key, link: `${appUrl()}/sign-in?key=${encodeURIComponent(key)}` });
    }),
  ),
  /**
   * A bound EVM wallet for a test account, as if it had signed the bind message (a random address
   * no key holds, or `address`): for a backend check that needs a wallet but not a signature (the
   * conformance runner's badge claims, a wallet another account let go).
   */
  http.post(
    "*/__dev/users/wallet",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          username: z.string().min(1).max(64),
          address: z
            .string()
            .regex(/^0x[0-9a-fA-F]{40}$/)
            .optional(),
        }),
      );
      const user = playerOr404(input.username);
      // a given address (one another account had bound and let go), else a new one
      const address = input.address?.toLowerCase() ?? randomAddress();
      walletRules.walletFree(user, (u) => u.mmAddress === address);
      db.user.update({ where: { id: { equals: user.id } }, data: { mmAddress: address, walletType: "metamask" } });
      return HttpResponse.json({ status: true, address });
    }),
  ),
  /**
   * An account in a state no public call makes: one whose referral code is not verified yet (as
   * accounts from partner sign-ups arrive). For automated tests; no wallet, and a verified email
   * unless `verified: false` asks for one a sign-in sends to the verification modal.
   */
  http.post(
    "*/__dev/users",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          username: z.string().regex(/^[a-z0-9_]{3,24}$/),
          email: z.email(),
          password: z.string().min(8).max(128),
          referralVerified: z.boolean(),
          verified: z.boolean().default(true),
        }),
      );
      if (findUserByName(input.username) || db.user.findFirst({ where: { email: { equals: input.email.toLowerCase() } } }))
        return HttpResponse.json({ message: "username or email taken" }, { status: 409 });
      createUser({ ...input, userFrom: brand.slug });
      return HttpResponse.json({ status: true });
    }),
  ),
  /** The stored job applications (what the real form target would receive). */
  http.get("*/__dev/applications.json", () =>
    HttpResponse.json(db.application.findMany({}).map((a) => ({ id: a.id, ...JSON.parse(a.fieldsJson), resume: { name: a.resumeName, size: a.resumeSize } }))),
  ),
  http.post("*/__dev/reset", () => {
    seed();
    return HttpResponse.json({ status: true });
  }),
  http.post(
    "*/__dev/clock",
    handle(async (request) => {
      // forward only, at most a year at a time
      const { advanceMs } = await body(
        request,
        z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(366 * 24 * 60 * 60_000),
        }),
      );
      advanceClock(advanceMs);
      return HttpResponse.json({ status: true });
    }),
  ),
];

/**
 * The fault switch of a mock started with MOCK_FAULT=switch in the test mode (and of no other):
 * PUT {"fault": a fault's name, or null for none}; the conformance runner's tests switch one mock
 * from fault to fault instead of starting a mock for each. A switch starts from the seed and from
 * what a restart forgets (limits, the clock), so each fault meets the mock as if it had started with it.
 */
export const faultSwitchHandlers = [
  http.put(
    "*/__dev/fault",
    handle(async (request) => {
      const { fault } = await body(request, z.object({ fault: z.enum(Object.keys(FAULTS) as [Fault, ...Fault[]]).nullable() }));
      seed();
      switchFault(fault);
      return HttpResponse.json({ status: true, fault });
    }),
  ),
];
