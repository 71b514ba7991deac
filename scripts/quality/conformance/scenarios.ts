// Flows that need state, run as scenarios: each step is a call of the contract whose answer is
// checked like any other. What needs our mock's dev helpers (captcha answers, the mailbox, test
// accounts, NFTs, pools) says so; against a target without them the scenario is skipped, with why.
import brand from "../../../brand.json" with { type: "json" };
import type { Answer } from "./run";

export interface Helpers {
  available: boolean;
  target: string;
  timeoutMs: number;
  /** The site's public origin (--site): the host bind messages name. */
  site?: string;
  /** A partner client registered with the target (--partner): its id, secret and one registered redirect URI. */
  partner?: { clientId: string; secret: string; redirectUri: string };
  /** Another partner client registered with the target (--partner2), for what one partner may not do with another's code. */
  partner2?: { clientId: string; secret: string; redirectUri: string };
  /** A second test account (--user2), for what needs two accounts on a target without our helpers. */
  user2?: { username: string; password: string };
  /** The test account (--user). */
  user?: { username: string; password: string };
  /** The runner started the target itself: a check may use up what a shared target keeps (a supply). */
  ownTarget?: boolean;
  /** A POST endpoint that moves the target's clock forward (`{"advanceMs": n}`): --clock, or our mock's on a target the runner started. */
  clock?: string;
  /** The header that makes the target trust `X-Forwarded-For` (--client-header, or our mock's proxy secret on a target the runner started). */
  clientHeader?: { name: string; value: string };
}

export interface Call {
  (
    operationId: string,
    req?: { token?: string; json?: unknown; path?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<Answer>;
}

export interface Scenario {
  name: string;
  needs: ("dev-helpers" | "chain" | "site")[];
  /** Which helpers, in words, for the report. */
  helpers: string;
  run: (ctx: { call: Call; helpers: Helpers }) => Promise<void>;
}

/** The answer, when it has the status expected; otherwise an error naming what it was. */
export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer;
}

export async function dev(h: Helpers, method: string, path: string, json?: unknown) {
  const response = await fetch(new URL(path, h.target), {
    method,
    headers: json === undefined ? {} : { "Content-Type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(h.timeoutMs),
  });
  if (!response.ok) throw new Error(`dev helper ${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** A request outside the contract's operations (a path no operation has): its status only. */
async function statusOf(h: Helpers, method: string, path: string, body?: string) {
  const response = await fetch(new URL(path, h.target), {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body,
    signal: AbortSignal.timeout(h.timeoutMs),
  });
  await response.arrayBuffer();
  return response.status;
}

let made = 0;
/**
 * A name no other of this run has (a sequence) nor, very likely, another run's on the same target
 * (the time and a random part): at most 20 characters with the prefixes used here (up to 6).
 */
/** A new exchange UID (9 to 12 digits): one another account verified is refused at verifyTge. */
export const newUid = () => String(100_000_000 + Math.floor(Math.random() * 9e11));

export const unique = (prefix: string) =>
  `${prefix}${(made++).toString(36)}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(0, 20);

/** A partner as the options and our mock's SSO_EXTRA_CLIENT write it: `client_id:secret:redirect_uri`. */
export const partnerSpec = (p: NonNullable<Helpers["partner"]>) => `${p.clientId}:${p.secret}:${p.redirectUri}`;

export const signIn = (username: string, password: string) => ({ json: { username, password, signature: "", address: "", message: "", referral_code: "" } });

/** A verified account made through the helpers, its password and its session token. */
export async function account(call: Call, h: Helpers, email?: string) {
  const username = unique("cs");
  const password = "conformance-1";
  await dev(h, "POST", "/__dev/users", { username, email: email ?? `${username}@conformance.test`, password, referralVerified: true });
  const login = await call("login", signIn(username, password));
  expectStatus(login, 200, "sign-in");
  return { username, password, token: (login.body as { token: string }).token };
}

export async function captcha(call: Call, h: Helpers) {
  const c = await call("generateCaptcha");
  expectStatus(c, 200, "captcha");
  const captcha_id = (c.body as { captcha_id: string }).captcha_id;
  const { answer } = (await dev(h, "GET", `/__dev/captcha/${captcha_id}`)) as { answer: string };
  return { captcha_id, captcha_answer: answer };
}

export async function lastMailLink(h: Helpers, to: string, param: string) {
  const mails = (await dev(h, "GET", `/__dev/mailbox.json?to=${encodeURIComponent(to)}`)) as { link: string }[];
  if (!mails[0]) throw new Error(`no mail to ${to}`);
  const value = new URL(mails[0].link).searchParams.get(param);
  if (!value) throw new Error(`the mail to ${to} has no ${param}`);
  return value;
}

/** The newest mail's `param` to `to` once it is not `earlier` (a new mail arrived): asked for 2 s, else the check fails saying so. */
export async function newMailLink(h: Helpers, to: string, param: string, earlier: string) {
  for (const until = Date.now() + 2000; ; await new Promise((r) => setTimeout(r, 200))) {
    const value = await lastMailLink(h, to, param);
    if (value !== earlier) return value;
    if (Date.now() > until) throw new Error(`no new mail to ${to}: its newest still carries the earlier ${param}`);
  }
}

/**
 * A reset mail to `email` (forgotPassword, or `by`: the site's), its captcha answered by our dev
 * helper; answers its key (with `earlier`, a key other than that one: a new mail's).
 */
export async function resetMailKey(call: Call, h: Helpers, email: string, { by = "forgotPassword", earlier }: { by?: string; earlier?: string } = {}) {
  expectStatus(await call(by, { json: { email, ...(await captcha(call, h)) } }), 200, "forgot password");
  return earlier === undefined ? lastMailLink(h, email, "key") : newMailLink(h, email, "key", earlier);
}

export const scenarios: Scenario[] = [
  // a flow across operations (the refusal before verifying, a new mail replacing the older link, the
  // sign-in it opens): no kind expresses it; the link's single use is the promise verify-link-once
  {
    name: "sign up, ask for a new verification mail, verify from the new mail, sign in, read the profile",
    needs: ["dev-helpers"],
    helpers: "captcha answers, the mailbox",
    run: async ({ call, helpers }) => {
      const username = unique("su");
      const email = `${username}@conformance.test`;
      const password = "conformance-1";
      const register = await call("register", {
        json: { ...(await captcha(call, helpers)), email, password, username, user_from: brand.slug, referral_code: "" },
      });
      expectStatus(register, 200, "register");
      const first = await lastMailLink(helpers, email, "token");
      // signing in before verifying: 403 with the token that asks for a new mail (resendVerifyEmail)
      const credentials = signIn(username, password);
      const early = await call("login", credentials);
      expectStatus(early, 403, "sign-in before verifying");
      const verification = /^EMAIL_VERIFICATION:(.+)$/.exec((early.body as { message: string }).message)?.[1];
      if (!verification) throw new Error("the sign-in refusal does not carry EMAIL_VERIFICATION:<token>");
      expectStatus(await call("resendVerifyEmail", { token: verification }), 200, "a new verification mail");
      expectStatus(await call("resendVerifyEmail", { token: "not-a-token" }), 401, "a new mail with a made-up token");
      const token = await lastMailLink(helpers, email, "token");
      if (token === first) throw new Error("the new mail carries the old link");
      expectStatus(await call("verifyEmail", { json: { token: first } }), 422, "the older link, replaced by the new mail");
      expectStatus(await call("verifyEmail", { json: { token } }), 200, "verify the email");
      const login = await call("login", credentials);
      expectStatus(login, 200, "sign-in");
      const info = await call("getUserInfo", { token: (login.body as { token: string }).token });
      expectStatus(info, 200, "profile");
      if ((info.body as { result: { user: { username: string } } }).result.user.username !== username) throw new Error("the profile is another account's");
    },
  },
  {
    name: "forgot password, reset with the mailed key once, sign in with the new password",
    needs: ["dev-helpers"],
    helpers: "captcha answers, the mailbox, test accounts",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const email = `${a.username}@conformance.test`;
      const resetToken = await resetMailKey(call, helpers, email);
      expectStatus(await call("resetPassword", { json: { password: "conformance-2", resetToken } }), 200, "reset");
      const again = await call("resetPassword", { json: { password: "conformance-3", resetToken } });
      if (again.status < 400) throw new Error("a reset key worked twice");
      const login = await call("login", signIn(a.username, "conformance-2"));
      expectStatus(login, 200, "sign-in with the new password");
    },
  },
  {
    name: "a friend request: sent, pending for the other, accepted, both are friends",
    needs: ["dev-helpers"],
    helpers: "test accounts",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const b = await account(call, helpers);
      expectStatus(await call("sendFriendRequest", { token: a.token, json: { username: b.username } }), 200, "send");
      const pending = await call("getPendingFriendRequests", { token: b.token });
      expectStatus(pending, 200, "pending");
      const request = (pending.body as { result: { friendship_id: number; username: string }[] }).result.find((r) => r.username === a.username);
      if (!request) throw new Error("the request is not pending for its receiver");
      expectStatus(await call("updateFriendRequest", { token: b.token, json: { friendship_id: request.friendship_id, status: "accepted" } }), 200, "accept");
      const friends = await call("getFriends", { token: a.token, query: { page: "1", item_per_page: "7" } });
      expectStatus(friends, 200, "friends");
      if (!JSON.stringify(friends.body).includes(`"${b.username}"`)) throw new Error("the accepted friend is not listed");
    },
  },
  {
    name: "mining with tokens off chain: participation, stats, a settled block in the history",
    needs: ["dev-helpers"],
    helpers: "test accounts, NFTs and tokens, ending a block",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const { items } = (await dev(helpers, "POST", "/__dev/mining/items", {
        username: a.username,
        items: [{ name: "PEN", hashrate: 50, type: "Token" }],
      })) as {
        items: { id: string }[];
      };
      expectStatus(await call("participate", { token: a.token, json: { nfts: [], tokens: [items[0]!.id] } }), 200, "participate");
      expectStatus(await call("participate", { token: a.token, json: { nfts: [], tokens: [items[0]!.id] } }), 409, "participate again");
      const participation = await call("getMiningParticipation", { token: a.token });
      if (!(participation.body as { result: unknown }).result) throw new Error("no participation after the start");
      const stats = await call("getMiningStats", { token: a.token });
      if ((stats.body as { result: { current_mining_hashrate: number } }).result.current_mining_hashrate !== 50)
        throw new Error("the stats miss the player's hashrate");
      const { block_no } = (await dev(helpers, "POST", "/__dev/mining/next-block")) as { block_no: number };
      const history = await call("getMiningHistory", { token: a.token, query: { block: String(block_no) } });
      const found = (history.body as { result: { items: { block_no: number }[] } }).result.items.some((i) => i.block_no === block_no);
      if (!found) throw new Error(`block ${block_no} is not in the history`);
      expectStatus(await call("getBlockWinners", { token: a.token, path: { id: String(block_no) } }), 200, "the block's winners");
    },
  },
  {
    // a flow across operations; who may update a pool is the promise pool-owner-updates
    name: "a pool: join, the player's pool, members, leave",
    needs: ["dev-helpers"],
    helpers: "test accounts, NFTs, a pool",
    run: async ({ call, helpers }) => {
      const owner = await account(call, helpers);
      const a = await account(call, helpers);
      const code = unique("C").toUpperCase().slice(0, 16);
      await dev(helpers, "POST", "/__dev/mining/items", { username: a.username, items: [{ name: "Hero", hashrate: 150, type: "NFT" }] });
      await dev(helpers, "POST", "/__dev/pools", {
        owner: owner.username,
        code,
        pool_name: "Conformance",
        min_hashrate: 100,
        min_NFTs: 1,
        max_nfts: 3,
        is_enable: true,
        pool_price: 0,
        max_members: 5,
      });
      expectStatus(await call("joinPool", { token: a.token, json: { pool_code: code } }), 200, "join");
      const current = await call("getCurrentPool", { token: a.token });
      if ((current.body as { result: { pool_code: string } | null }).result?.pool_code !== code) throw new Error("the joined pool is not the player's");
      expectStatus(await call("getPoolMembers", { token: a.token, path: { pool_code: code } }), 200, "members");
      const left = await call("leavePool", { token: a.token, json: { pool_code: code } });
      expectStatus(left, 200, "leave");
      if ((left.body as { already?: boolean }).already !== false) throw new Error(`the leave answered ${JSON.stringify(left.body)}, not already: false`);
      const after = await call("getCurrentPool", { token: a.token });
      if ((after.body as { result: unknown }).result) throw new Error("the player is still in a pool after leaving it");
    },
  },
  // ------------------------------------------------------------ behaviour no promise kind fits
  // The contract's promises (x-promises) are checked by kind in promises.ts; these stay written by
  // hand, each saying what no kind expresses.
  // uniqueness across accounts, case-folded: no kind's
  {
    name: "behaviour: a taken username is refused, in any case",
    needs: ["dev-helpers"],
    helpers: "captcha answers, test accounts",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const again = await call("register", {
        json: {
          ...(await captcha(call, helpers)),
          email: `other-${a.username}@conformance.test`,
          password: "conformance-9",
          username: a.username.toUpperCase(),
          user_from: brand.slug,
          referral_code: "",
        },
      });
      expectStatus(again, 409, "the same username in capitals");
    },
  },
  // what a verified choice keeps across other operations (an unbind, another wallet bound): a flow
  {
    name: "behaviour: a verified on-chain TGE choice keeps the wallet it was verified with",
    needs: ["dev-helpers"],
    helpers: "test accounts, a wallet bound by a dev helper",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const bindAny = async () => ((await dev(helpers, "POST", "/__dev/users/wallet", { username: a.username })) as { address: string }).address;
      const first = await bindAny();
      expectStatus(await call("claimBadge", { token: a.token, json: { badge: "COMMON" } }), 200, "claiming the Welcome Hero badge");
      expectStatus(await call("setAirdropMethod", { token: a.token, json: { airdrop_method: "wallet" } }), 200, "choosing the on-chain airdrop");
      const verified = await call("verifyTge", { token: a.token, json: {} });
      expectStatus(verified, 200, "verifying the choice");
      const paysTo = (answer: { body: unknown }) => String((answer.body as { wallet_address: unknown }).wallet_address).toLowerCase();
      if (paysTo(verified) !== first.toLowerCase()) throw new Error(`the verified choice pays ${paysTo(verified)}, not the wallet bound then (${first})`);
      expectStatus(await call("unbindWallet", { token: a.token, json: { kind: "evm" } }), 200, "unbinding the wallet");
      const second = await bindAny();
      const status = await call("getTgeStatus", { token: a.token });
      expectStatus(status, 200, "the TGE status");
      if (paysTo(status) !== first.toLowerCase())
        throw new Error(`after an unbind and another wallet (${second}) bound, the verified choice pays ${paysTo(status)}, not ${first}`);
    },
  },
  // one destination per airdrop, across accounts (a wallet let go and bound elsewhere, one UID typed twice): a flow
  {
    name: "behaviour: a wallet or an exchange account receives one account's TGE airdrop",
    needs: ["dev-helpers"],
    helpers: "test accounts, wallets bound by a dev helper (one of them an address another account let go)",
    run: async ({ call, helpers }) => {
      /** A fresh account with a bound wallet (`address`, else a new one) and the Welcome Hero badge, its choice made. */
      const chosen = async (method: "wallet" | "cex", o: { address?: string; uid?: string } = {}) => {
        const a = await account(call, helpers);
        const { address } = (await dev(helpers, "POST", "/__dev/users/wallet", { username: a.username, address: o.address })) as { address: string };
        expectStatus(await call("claimBadge", { token: a.token, json: { badge: "COMMON" } }), 200, "claiming the Welcome Hero badge");
        expectStatus(await call("setAirdropMethod", { token: a.token, json: { airdrop_method: method } }), 200, `choosing the ${method} airdrop`);
        if (o.uid) expectStatus(await call("storeCex", { token: a.token, json: { cex_name: "Bybit", uid: o.uid } }), 200, "storing the exchange account");
        return { ...a, address, verify: () => call("verifyTge", { token: a.token, json: {} }) };
      };
      const first = await chosen("wallet");
      expectStatus(await first.verify(), 200, "verifying the on-chain choice");
      expectStatus(await call("unbindWallet", { token: first.token, json: { kind: "evm" } }), 200, "unbinding the wallet");
      const second = await chosen("wallet", { address: first.address });
      expectStatus(await second.verify(), 409, "verifying another account's on-chain choice with the wallet the first verified with");
      const uid = newUid();
      expectStatus(await (await chosen("cex", { uid })).verify(), 200, "verifying an exchange account");
      const again = await chosen("cex", { uid });
      expectStatus(await again.verify(), 409, "verifying another account's choice of the same exchange account");
      // refused for the destination alone: another UID verifies
      expectStatus(await call("storeCex", { token: again.token, json: { cex_name: "Bybit", uid: `${uid}1` } }), 200, "storing another exchange account");
      expectStatus(await again.verify(), 200, "verifying another exchange account");
    },
  },
  // a reset's effect on a limit that another operation keeps (the lockout others caused), through the mailbox: a flow
  {
    name: "behaviour: a password reset clears the lockout others' failed sign-ins caused",
    needs: ["dev-helpers"],
    helpers: "captcha answers, the mailbox, test accounts",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const email = `${a.username}@conformance.test`;
      for (let i = 1; i <= 5; i++) expectStatus(await call("login", signIn(a.username, "not-the-password")), 401, `failed sign-in ${i}`);
      expectStatus(await call("login", signIn(a.username, "conformance-1")), 429, "the right password while the account is locked");
      const resetToken = await resetMailKey(call, helpers, email);
      expectStatus(await call("resetPassword", { json: { password: "conformance-2", resetToken } }), 200, "reset");
      expectStatus(await call("login", signIn(a.username, "conformance-2")), 200, "the owner's sign-in after the reset (the lockout cleared)");
    },
  },
  // a count that waits on another player's verification: a flow across two accounts
  {
    name: "behaviour: a referral counts once the referred player has verified the email",
    needs: ["dev-helpers"],
    helpers: "captcha answers, the mailbox, test accounts",
    run: async ({ call, helpers }) => {
      const a = await account(call, helpers);
      const count = async (what: string) => {
        const answer = await call("getReferralCount", { token: a.token, path: { username: a.username } });
        expectStatus(answer, 200, what);
        return (answer.body as { result: number }).result;
      };
      const username = unique("ref");
      const email = `${username}@conformance.test`;
      const registered = await call("register", {
        json: { ...(await captcha(call, helpers)), email, password: "conformance-1", username, user_from: brand.slug, referral_code: a.username },
      });
      expectStatus(registered, 200, "a sign-up with the referral code");
      if ((await count("the count before the referred player verifies")) !== 0) throw new Error("an unverified sign-up counts as a referral");
      expectStatus(await call("verifyEmail", { json: { token: await lastMailLink(helpers, email, "token") } }), 200, "the referred player verifies");
      const after = await count("the count after");
      if (after !== 1) throw new Error(`the verified referral counts ${after}, not 1`);
    },
  },
  // not an operation of the contract: paths outside it
  {
    name: "behaviour: the dev helpers answer under no service prefix, in no spelling",
    needs: [],
    helpers: "",
    run: async ({ helpers }) => {
      for (const prefix of ["/api", "/api/v1/user", "/mining", "/pool", "/block"])
        for (const [method, path] of [
          ["GET", `${prefix}/__dev/mailbox.json`],
          ["GET", `${prefix}/%5f%5fdev/mailbox.json`],
          ["GET", `${prefix}/..;/__dev/mailbox.json`],
          ["POST", `${prefix}/__dev/login-key`],
        ] as const) {
          const status = await statusOf(helpers, method, path, method === "POST" ? JSON.stringify({ username: "alice" }) : undefined);
          if (status < 400 || status >= 500) throw new Error(`${method} ${path} answered ${status}, not a 4xx`);
        }
    },
  },
  // the host's body limit, the same for every operation: not one operation's promise
  {
    name: "behaviour: a JSON body over the declared 1 MB is refused with 413",
    needs: [],
    helpers: "",
    run: async ({ call }) => {
      const big = await call("login", signIn("x".repeat(1024 * 1024), "conformance-1"));
      expectStatus(big, 413, "a sign-in with a body of 1 MB and more");
    },
  },
  {
    name: "mining with an on-chain transaction (mineWithFee, 2 blocks, tx_check, participate_wth_tx)",
    needs: ["chain"],
    helpers: "a local chain with the mining contract",
    run: async () => {
      throw new Error("unreachable: skipped before it runs");
    },
  },
];
