// The behaviour checks derived from the contract: every `x-promises` item of an operation becomes one
// check of its kind (docs/conformance.md, "The promise vocabulary"). A kind's check is generic: what
// it asserts comes from the declaration (the statuses, the numbers, the fields, where a token is
// accepted), and from the contract itself (which operations take a token, and where). What it sends
// comes from the promise's `from`: one of the few ways, named below, of getting a fresh code, key,
// nonce, account or resource from a target. A source says what it needs (our mock's dev helpers, the
// site's origin, a partner client, a second account); a target without it gets the check skipped,
// with that reason, never passed.
import { createSiweMessage } from "viem/siwe";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Hex } from "viem";
import brand from "../../../brand.json" with { type: "json" };
import { totp } from "../../../mocks/lib/totp";
import { otherEncoding, tonWallet, tronAccount } from "../../../mocks/testing/wallets";
import { bodyProperties, followLink, operations, type Declared, type Exchange, type Operation } from "./contract";
import type { Answer } from "./run";
import { chainStandIn } from "./chain-stand-in";
import { account, captcha, dev, expectStatus, lastMailLink, newMailLink, newUid, resetMailKey, signIn, unique, type Call, type Helpers } from "./scenarios";

type Need = "dev-helpers" | "site" | "partner" | "partner2" | "two-accounts" | "own-target" | "clock" | "clients" | "chain-stand-in";

const NEEDS: Record<Need, (h: Helpers) => boolean> = {
  "dev-helpers": (h) => h.available,
  site: (h) => !!h.site,
  partner: (h) => !!h.partner,
  partner2: (h) => !!h.partner2,
  "two-accounts": (h) => h.available || (!!h.user && !!h.user2),
  "own-target": (h) => !!h.ownTarget,
  clock: (h) => !!h.clock,
  clients: (h) => !!h.clientHeader,
  "chain-stand-in": (h) => h.available && !!h.ownTarget,
};
const WHY: Record<Need, string> = {
  "dev-helpers": "our mock's dev helpers (test accounts, the mailbox, captcha answers, NFTs, pools); the target has none",
  site: "the site's origin the backend binds wallets and signs in for (--site)",
  partner: "a partner client registered with the target (--partner client_id:secret:redirect_uri)",
  partner2: "a second partner client registered with the target (--partner2 client_id:secret:redirect_uri)",
  "two-accounts": "two test accounts (--user and --user2), or our mock's dev helpers to make them",
  "own-target": "a target the runner started itself: it uses up what a shared target keeps (run without --target)",
  clients:
    'a way to be other clients (--client-header "Name: value": the header that makes the target trust X-Forwarded-For; run without --target for our mock\'s)',
  "chain-stand-in":
    "a target the runner started on this machine (run without --target): it reads the mine transactions of the chain stand-in the runner serves here (told through our mock's /__dev/chains)",
  clock: "a way to move the target's clock forward (--clock <url>: a POST endpoint taking {\"advanceMs\": n}; run without --target for our mock's)",
};

interface Ctx {
  call: Call;
  h: Helpers;
  /** The session token of the test account (--user/--token, or one made with the helpers). */
  token: () => Promise<string | null>;
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const show = (a: Answer) => `${a.status} ${JSON.stringify(a.body).slice(0, 160)}`;
const tokenOf = (a: Answer) => (a.body as { token: string }).token;

// ---------------------------------------------------------------- sources: how a check gets what it sends

/** Two signed-in accounts: made with the helpers, or --user and --user2. */
async function twoAccounts(call: Call, h: Helpers) {
  if (h.available) return [await account(call, h), await account(call, h)] as const;
  const login = async (u: { username: string; password: string }) => {
    const answer = await call("login", signIn(u.username, u.password));
    expectStatus(answer, 200, `sign-in of ${u.username}`);
    return { username: u.username, token: tokenOf(answer) };
  };
  return [await login(h.user!), await login(h.user2!)] as const;
}

/** A fresh account with a wallet bound through the contract's bind message (bindMetamask), and the wallet. */
async function accountWithWallet(call: Call, h: Helpers) {
  const a = await account(call, h);
  const wallet = privateKeyToAccount(generatePrivateKey());
  const bind = await bindMessage(call, h, a, evmWallet(wallet), await bindNonce(call, a.token));
  expectStatus(await bind(), 200, "binding a wallet");
  return { ...a, wallet };
}

/** A friend request from one fresh account to another (or from `between`'s first to its second), pending; `accept(token)` answers it (the id from the receiver's pending list) as that token's holder. */
async function pendingRequest(call: Call, h: Helpers, between?: [{ username: string; token: string }, { username: string; token: string }]) {
  const [sender, receiver] = between ?? (await Promise.all([account(call, h), account(call, h)]));
  expectStatus(await call("sendFriendRequest", { token: sender.token, json: { username: receiver.username } }), 200, "the friend request");
  const pending = await call("getPendingFriendRequests", { token: receiver.token });
  expectStatus(pending, 200, "the receiver's pending requests");
  const request = (pending.body as { result: { friendship_id: number; username: string }[] }).result.find((r) => r.username === sender.username);
  if (!request) throw new Error("the request is not pending for its receiver");
  const accept = (token: string) => () => call("updateFriendRequest", { token, json: { friendship_id: request.friendship_id, status: "accepted" } });
  return { sender, receiver, accept };
}

/** An address whose name is not the account's username (so a rule on the email cannot pass for one on the username). */
const otherEmail = () => `mail-${unique("m")}@conformance.test`;

/** A fresh single-use value the account is issued (getBindNonce's nonce, getTonProofPayload's payload) and its end. */
async function issuedNonce(call: Call, token: string, operation: "getBindNonce" | "getTonProofPayload" = "getBindNonce") {
  const issued = await call(operation, { token });
  expectStatus(issued, 200, `${operation}'s nonce`);
  const { nonce, expires_at } = issued.body as { nonce: string; expires_at: string };
  return { nonce, expiresAt: Date.parse(expires_at) };
}
const issuedBindNonce = (call: Call, token: string) => issuedNonce(call, token);
const bindNonce = async (call: Call, token: string) => (await issuedBindNonce(call, token)).nonce;

/** The target's time now (its clock may be ahead of this machine's): a value issued now, its end less its lifetime in seconds. */
const targetNow = async (mint: () => Promise<{ expiresAt: number }>, lifetime: number) => new Date((await mint()).expiresAt - lifetime * 1000);

/** A new wallet of the kind an operation binds (bindMetamask: an EVM wallet, bindTron: a Tron wallet), as its bind request's body. */
interface BindingWallet {
  /** How the bind message names it. */
  kind: "wallet" | "Tron wallet";
  operation: "bindMetamask" | "bindTron";
  /** The request's body for a message it signs. */
  body: (message: string) => Promise<Record<string, string>>;
}
const evmWallet = (evm = privateKeyToAccount(generatePrivateKey())): BindingWallet => ({
  kind: "wallet",
  operation: "bindMetamask",
  body: async (message) => ({ signature: await evm.signMessage({ message }), address: evm.address.toLowerCase(), message, wallet_type: "metamask" }),
});
function tronWallet(): BindingWallet {
  const tron = tronAccount(unique("tron"));
  return { kind: "Tron wallet", operation: "bindTron", body: async (message) => ({ signature: await tron.sign(message), address: tron.address, message }) };
}
const newWallet = (operation: string) => (operation === "bindTron" ? tronWallet() : evmWallet());

/** The contract's bind message (openapi/user.yaml bindMetamask, bindTron) for an account, signed by a wallet: a request to send, once or more. */
async function bindMessage(call: Call, h: Helpers, a: { username: string; token: string }, wallet: BindingWallet, nonce: string, issuedAt = new Date()) {
  const message = `${new URL(h.site!).host} asks you to bind this ${wallet.kind} to the ${brand.name} account ${a.username}.\n\nNonce: ${nonce}\nIssued At: ${Math.floor(issuedAt.getTime() / 1000)}`;
  const json = await wallet.body(message);
  return Object.assign(() => call(wallet.operation, { token: a.token, json }), {
    /** The same signed message with the signature in its other encoding (otherEncoding). */
    otherEncoding: () => call(wallet.operation, { token: a.token, json: { ...json, signature: otherEncoding(json.signature as Hex) } }),
  });
}

/** A fresh ton_proof payload of the account (getTonProofPayload) and its end. */
const issuedTonPayload = async (call: Call, token: string) => {
  const { nonce, expiresAt } = await issuedNonce(call, token, "getTonProofPayload");
  return { payload: nonce, expiresAt };
};

/** A TON wallet's bind (bindTon) by an account: a ton_proof over `payload` for the site's host, made at `at`; a request to send, once or more. */
function tonBind(call: Call, h: Helpers, a: { token: string }, ton: ReturnType<typeof tonWallet>, payload: string, at = new Date()) {
  const domain = new URL(h.site!).host;
  const proof = ton.proof(domain, payload, Math.floor(at.getTime() / 1000));
  const json = {
    address: ton.address,
    signature: proof.signature,
    message: payload,
    public_key: ton.publicKey,
    timestamp: proof.timestamp,
    domain,
    state_init: ton.stateInit,
  };
  return () => call("bindTon", { token: a.token, json });
}

let contract: Operation[] | undefined;
/** An operation of the contract by its id. */
const operation = (id: string) => {
  const found = (contract ??= operations()).find((o) => o.id === id);
  if (!found) throw new Error(`the contract has no operation ${id}`);
  return found;
};

/** The request that `from`'s link `name` makes of one exchange of `from` (contract.ts followLink), as a call's parameters. */
const linked = (from: string, name: string, exchange: Exchange) => followLink(operation(from), name, exchange, (contract ??= operations()));

/**
 * An OAuth connection started for an account (startOAuth), and the provider's consent: our mock plays
 * each provider at the authorize URL's path (mocks/handlers/dev-social.ts), whose consent sends the
 * browser back with a new code for the state. The account of the network is `handle` there (a new
 * one unless given: two players' flows with one handle are one account of the network).
 */
async function oauthFlow(call: Call, h: Helpers, a: { token: string }, network: string, handle = unique("dh"), callback = "connectSocial") {
  const request = { path: { provider: network } };
  const started = await call("startOAuth", { token: a.token, ...request });
  expectStatus(started, 200, `starting a ${network} connection`);
  // the callback's path follows startOAuth's link to it (the provider named in the same place)
  const target = linked("startOAuth", callback, { request, response: started });
  const { authorize_url, state } = started.body as { authorize_url: string; state: string };
  const authorize = new URL(authorize_url);
  /** The provider's consent to the flow's request (or to it with `change`d fields): its code. */
  const consent = async (change: Record<string, string> = {}) => {
    const form = new URLSearchParams({ handle, decision: "allow" });
    for (const k of ["client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method", "scope"])
      form.set(k, change[k] ?? authorize.searchParams.get(k) ?? "");
    const back = await fetch(new URL(authorize.pathname, h.target), {
      method: "POST",
      body: form,
      redirect: "manual",
      signal: AbortSignal.timeout(h.timeoutMs),
    });
    const code = new URL(back.headers.get("location") ?? "", h.target).searchParams.get("code");
    if (!code) throw new Error(`the provider's consent gave no code: ${back.status} ${back.headers.get("location")}`);
    return code;
  };
  const redirect_uri = authorize.searchParams.get("redirect_uri") ?? "";
  return {
    consent,
    /** The PKCE challenge the flow's request carries. */
    challenge: authorize.searchParams.get("code_challenge") ?? "",
    state,
    /** The callback (the site's connectSocial, or the user service's authOAuth) with a code and the flow's state. */
    connect: (code: string) => call(target.operationId, { token: a.token, path: target.path, query: target.query, json: { code, redirect_uri, state } }),
    /** The same callback sent with another session's token, or with another flow's state. */
    connectAs: (token: string, code: string, otherState = state) =>
      call(target.operationId, { token, path: target.path, query: target.query, json: { code, redirect_uri, state: otherState } }),
  };
}

/**
 * Telegram's login for a fresh account (startOAuth's URL, our mock's stand-in of Telegram's login
 * page): the data Telegram signs for the Telegram username `handle` at the target's time, and the
 * connection (connectTelegram) that sends it.
 */
async function telegramLogin(
  call: Call,
  h: Helpers,
  a: { username: string; password: string; token: string },
  { handle = unique("tg"), signInAgain = false, callback = "connectTelegram", signature = "hash" } = {},
) {
  const started = await call("startOAuth", { token: a.token, path: { provider: "telegram" } });
  expectStatus(started, 200, "starting a Telegram connection");
  const authorize = new URL((started.body as { authorize_url: string }).authorize_url);
  const form = new URLSearchParams({ return_to: authorize.searchParams.get("return_to") ?? "", username: handle });
  const back = await fetch(new URL(authorize.pathname, h.target), { method: "POST", body: form, redirect: "manual", signal: AbortSignal.timeout(h.timeoutMs) });
  const signed = new URL(back.headers.get("location") ?? "", h.target).hash.match(/tgAuthResult=([\w-]+)/)?.[1];
  if (!signed) throw new Error(`Telegram's login page gave no signed data: ${back.status} ${back.headers.get("location")}`);
  const signedFields = JSON.parse(Buffer.from(signed, "base64url").toString("utf8")) as Record<string, string | number>;
  return async (tamper: Tamper = "none") => {
    // a session of the time of the use (a day on, the first one has ended): only the data's age can refuse it
    const token = signInAgain ? tokenOf(await call("login", signIn(a.username, a.password))) : a.token;
    // the data of another Telegram account (its id) under this one's hash: the username, which the request repeats, kept
    const allFields = tampered(signedFields, tamper, { signature, change: "id" });
    // the site's route takes the fields, the user service's the page's answer as it came (tgAuthResult)
    const encoded = tamper === "none" ? signed : Buffer.from(JSON.stringify(allFields)).toString("base64url");
    return call(callback, { token, json: callback === "authTelegram" ? { username: handle, encoded } : { username: handle, allFields } });
  };
}

/** A signed request as signed, with its signature changed, or with a signed field changed and its signature kept. */
type Tamper = "none" | "signature" | "data";
/** Signed fields as signed or tampered: the signature (`signature`) with its last character changed, or the field `change` changed by one. */
function tampered(fields: Record<string, string | number>, tamper: Tamper, { signature, change }: { signature: string; change: string }) {
  const copy = { ...fields };
  for (const key of [signature, change]) if (!(key in copy)) throw new Error(`the signed data has no ${key}`);
  if (tamper === "signature") {
    const sig = String(copy[signature]);
    copy[signature] = sig.slice(0, -1) + (sig.endsWith("0") ? "1" : "0");
  }
  if (tamper === "data") {
    const value = copy[change]!;
    copy[change] = typeof value === "number" ? value + 1 : `${value}1`;
  }
  return copy;
}

/**
 * An EIP-4361 message with `statement`, made for the site's host, then named for `domain`, its URI
 * too (viem refuses to make a message for some of the domains under test).
 */
function siteMessage(h: Helpers, address: Hex, statement: string, o: { nonce: string; domain?: string; issuedAt?: Date }) {
  const host = new URL(h.site!).host;
  return createSiweMessage({
    domain: host,
    address,
    statement,
    uri: h.site!,
    version: "1",
    chainId: 3344,
    nonce: o.nonce,
    issuedAt: o.issuedAt ?? new Date(),
  })
    .replace(`${host} wants`, `${o.domain ?? host} wants`)
    .replace(/^URI: .*$/m, `URI: ${new URL(h.site!).protocol}//${o.domain ?? host}`);
}

/**
 * An EIP-4361 sign-in message for a wallet, with a nonce and a domain, made at a time (the target's:
 * its clock may be ahead of this machine's), signed by the wallet; the login request that sends it.
 */
async function walletSignIn(call: Call, h: Helpers, wallet: ReturnType<typeof privateKeyToAccount>, o: { nonce: string; domain?: string; issuedAt?: Date }) {
  const message = siteMessage(h, wallet.address, `Sign in to ${brand.name}`, o);
  const signature = await wallet.signMessage({ message });
  return () => call("login", { json: { username: "", password: "", signature, address: wallet.address, message, referral_code: "" } });
}

/**
 * A wallet sign-up (register's wallet variant) of a new wallet: an EIP-4361 message with the sign-up
 * phrase and a nonce from getLoginNonce, made for the site's host and named for `domain`; each use
 * is a new username and captcha with the same message and signature.
 */
async function walletSignUp(call: Call, h: Helpers, op: Operation, o: { domain?: string } = {}) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const message = siteMessage(h, wallet.address, `Sign up to ${brand.name}`, { nonce: (await loginNonce(call)).nonce, domain: o.domain });
  const mm_signature = await wallet.signMessage({ message });
  return async () => {
    const username = unique("ws");
    const body = {
      ...addressRequest(op, await captcha(call, h), username, ""),
      mm_address: wallet.address,
      mm_message: message,
      mm_signature,
      wallet_type: "metamask",
    };
    return call(op.id, { json: Object.fromEntries(Object.entries(body).filter(([name]) => name !== "email")) });
  };
}

/** A fresh sign-in nonce (getLoginNonce) and its end. */
async function loginNonce(call: Call) {
  const issued = await call("getLoginNonce");
  expectStatus(issued, 200, "a sign-in nonce");
  const { nonce, expires_at } = issued.body as { nonce: string; expires_at: string };
  return { nonce, expiresAt: Date.parse(expires_at) };
}

/** A fresh account with a bound wallet (a dev helper). */
async function walletAccount(call: Call, h: Helpers) {
  const a = await account(call, h);
  await dev(h, "POST", "/__dev/users/wallet", { username: a.username });
  return a;
}

/** A fresh account with a bound wallet (a dev helper) and the Welcome Hero badge claimed, which opens the other badges and their tasks. */
async function badgeHolder(call: Call, h: Helpers) {
  const a = await walletAccount(call, h);
  expectStatus(await call("claimBadge", { token: a.token, json: { badge: "COMMON" } }), 200, "claiming the Welcome Hero badge");
  return a;
}

const ROYAL_TASKS = ["verify_link", "join_task"] as const;
let posts = 0;
/** The link of a post on X of its own (a backend may refuse a link another player gave). */
const postLink = () => `https://x.com/penta_player/status/${Date.now()}${++posts}`;

/** A fresh account with an NFT (a dev helper), and what a request of `op` names to mine: the start's body names it, the check's is the transaction alone. */
async function nftHolder(call: Call, h: Helpers, op: Operation) {
  const a = await account(call, h);
  const nfts = await miningItems(h, a.username, 1, "NFT");
  return { a, mines: op.body && "nfts" in bodyProperties(op.body.schema).properties ? { nfts, tokens: [] } : {} };
}

/** The account reference a mine transaction from a wallet names for the account of `token` (the contract's `/mining/reference`). */
const referenceOf =
  (call: Call, token: string) =>
  async (address: `0x${string}`): Promise<`0x${string}`> => {
    const answer = await call("getMiningReference", { token, query: { address } });
    expectStatus(answer, 200, "the mining reference");
    return (answer.body as { result: { reference: `0x${string}` } }).result.reference;
  };

/** A badge holder (above) who has completed the Royal tasks named. */
async function royalTasksDone(call: Call, h: Helpers, tasks: readonly (typeof ROYAL_TASKS)[number][]) {
  const a = await badgeHolder(call, h);
  for (const task of tasks) {
    const json = task === "verify_link" ? { task, link: postLink() } : { task };
    expectStatus(await call("claimBadgeTask", { token: a.token, path: { badge: "royal" }, json }), 200, `the Royal task ${task}`);
  }
  return a;
}

const DEGEN_TASKS = ["follow_x", "follow_telegram", "connect_telegram"] as const;
type DegenTask = (typeof DEGEN_TASKS)[number];

/** The Degen tasks named, claimed by an account that holds the Welcome Hero badge (connect_telegram: with a Telegram account connected). */
async function degenTasks(call: Call, token: string, tasks: readonly DegenTask[]) {
  for (const task of tasks) expectStatus(await call("claimWeb3BadgeTask", { token, json: { task } }), 200, `the Degen task ${task}`);
}

/**
 * The New Friend badge claimed by two accounts as `withReferrals` makes them, `open` and `stepped`
 * (referrals, the Welcome Hero badge claimed or not); what the second's claim would change is its badges.
 */
async function newFriendClaims(call: Call, h: Helpers, op: Operation, open: [number, boolean], stepped: [number, boolean]): Promise<StepUp> {
  const [a, b] = [await withReferrals(call, h, ...open), await withReferrals(call, h, ...stepped)];
  const refused = badgeClaim(call, op, b.token, "UNCOMMON");
  return { open: badgeClaim(call, op, a.token, "UNCOMMON").send, stepped: refused.send, effect: refused.badges };
}

/** A badge's claim by an account, and (as `effect`) that account's badges, read as a client reads them. */
function badgeClaim(call: Call, op: Operation, token: string, badge: string) {
  return {
    send: () => call(op.id, { token, json: { badge } }),
    badges: async () => expectStatus(await call("getBadges", { token }), 200, "the badges").body,
  };
}

/**
 * A fresh account with a bound wallet (dev helper), the Welcome Hero badge claimed or not, and `n`
 * referred players who verified their email (sign-ups with its username as the referral code, each
 * verified from the mailbox).
 */
async function withReferrals(call: Call, h: Helpers, n: number, welcomeHero: boolean) {
  const a = await (welcomeHero ? badgeHolder : walletAccount)(call, h);
  for (let i = 0; i < n; i++) {
    const username = unique("nf");
    const email = `${username}@conformance.test`;
    const json = { ...addressRequest("register", await captcha(call, h), username, email), referral_code: a.username };
    expectStatus(await call("register", { json }), 200, "a sign-up with the referral code");
    expectStatus(await call("verifyEmail", { json: { token: await lastMailLink(h, email, "token") } }), 200, "the referred player's verification");
  }
  return a;
}

/** Two-factor turned on for a fresh account (setupTwoFactor, then the code of the current step): the account, its secret and the code that turned it on. */
async function twoFactorOn(call: Call, h: Helpers) {
  const a = await account(call, h);
  const setup = await call("setupTwoFactor", { token: a.token });
  expectStatus(setup, 200, "two-factor setup");
  const secret = (setup.body as { secret: string }).secret;
  const code = totp(secret, Date.now());
  const on = await call("verifyTwoFactor", { token: a.token, json: { code } });
  expectStatus(on, 200, "turning two-factor on");
  return { ...a, secret, code, recoveryCodes: (on.body as { recovery_codes: string[] }).recovery_codes };
}

/** The cheapest bundle of the shop, so that the balance pays for it more than once (a balance too low is 422, not what a check looks for). */
async function cheapestBundle(call: Call, token: string) {
  const shop = await call("getBundles", { token });
  expectStatus(shop, 200, "the bundle shop");
  const bundles = (shop.body as { result: { bundles: { id: string; price: number }[] } }).result.bundles;
  return [...bundles].sort((x, y) => x.price - y.price)[0]!.id;
}

/** Six digits that are none of the secret's codes from two steps before now to two after: a wrong code. */
function wrongCode(secret: string) {
  const near = new Set([-2, -1, 0, 1, 2].map((k) => totp(secret, Date.now() + k * 30_000)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

/** A pool made with the dev helper, open to players with 1 to 3 NFTs (`/__dev/mining/items` gives them one). */
async function devPool(h: Helpers, owner: string, o: { members?: string[]; maxMembers: number }) {
  const code = unique("C").toUpperCase().slice(0, 16);
  const made = (await dev(h, "POST", "/__dev/pools", {
    owner,
    code,
    pool_name: "Conformance pool",
    min_hashrate: 0,
    min_NFTs: 1,
    max_nfts: 3,
    is_enable: true,
    pool_price: 0,
    max_members: o.maxMembers,
    members: o.members ?? [],
  })) as Record<string, number>;
  return { code, made };
}
/** A pool's member count as the pools' list gives it to a player: what a join or a leave changes. */
const memberCount = (call: Call, token: string, code: string) => async () => {
  const pools = await call("getAllPools", { token });
  expectStatus(pools, 200, "the pools");
  return (pools.body as { result: { pool_code: string; member_count: number }[] }).result.find((p) => p.pool_code === code)?.member_count;
};
/** `count` mining items of one type for a player (`/__dev/mining/items`): their ids. */
async function miningItems(h: Helpers, username: string, count: number, type: "NFT" | "Token") {
  const items = Array.from({ length: count }, (_, i) => ({ name: `${type} ${i + 1}`, hashrate: 100, type }));
  return ((await dev(h, "POST", "/__dev/mining/items", { username, items })) as { items: { id: string }[] }).items.map((i) => i.id);
}
const giveNft = (h: Helpers, username: string) => dev(h, "POST", "/__dev/mining/items", { username, items: [{ name: "Hero", hashrate: 150, type: "NFT" }] });

/**
 * A value used twice; `effect`, where a client can read what a use changes, is read after each use
 * and must not change with the second; `variants`: the same value sent another way (a signature in
 * another encoding, a nonce in a message signed anew), each refused too.
 */
type SingleUse = {
  first: () => Promise<Answer>;
  again: () => Promise<Answer>;
  effect?: () => Promise<unknown>;
  variants?: { what: string; use: () => Promise<Answer> }[];
};
type Ownership = { stranger: () => Promise<Answer>; owner: () => Promise<Answer> };
/**
 * The counted attempt number n; with `other`, the right attempt of another client, for a limit that
 * must not lock it out; with `after`, what ends a refusal that would outlast the check (one every
 * client shares); with `right`, the right value from the same client, which once refused must be
 * refused too (no oracle).
 */
type Limit = ((attempt: number) => Promise<Answer>) & {
  other?: () => Promise<Answer>;
  after?: () => Promise<void>;
  right?: () => Promise<Answer>;
  /** Its attempts are requests the operation grants: up to the limit, each must succeed (a backend counting only refusals fails). */
  succeeds?: boolean;
};
/** Refused attempts that must count against nothing, then the right attempt from the same client. */
type NoLockout = { wrong: (attempt: number) => Promise<Answer>; right: () => Promise<Answer> };
type CapRefused = { within: () => Promise<Answer>; over: () => Promise<Answer> };
type CapEndsOldest = { signIn: () => Promise<string>; alive: (token: string) => Promise<Answer>; live: (token: string) => Promise<number> };
/** A signed request, sent as signed or tampered with. */
type Signed = { send: (tamper: Tamper) => Promise<Answer> };
type ExactMatch = { registered: string; ask: (value: string) => Promise<Answer> };
/** A stranger's token, the owner, and (for `friends: whole`) an accepted friend's token. */
type Masked = { stranger: string; owner: { username: string; token: string }; friend?: string };
type SessionEnd = { signIn: () => Promise<string>; end: (token: string) => Promise<string | null> };
/** Two requests that must be answered alike, and what each names of its own (an address the answer may repeat). */
/**
 * Two requests that must be answered alike: each sent, with what it names of its own (an address, a
 * username) that its answer may repeat, and what its sender reads after it (`seen`), which must be alike too.
 */
type AlikeSide = { send: () => Promise<Answer>; own: string[]; seen?: () => Promise<unknown> };
type Alike = { known: AlikeSide; unknown: AlikeSide };
/** A token of a narrower scope than a session's. */
type Scoped = { token: () => Promise<string>; open?: (operation: string, token: string) => Promise<Answer> };
type Replay = { send: (key: string, variant: number) => Promise<Answer>; done: () => Promise<number> };
/** A request sent with a key before what it depends on is there, and how to make it there (`ready`). */
type NotYet = { send: (key: string) => Promise<Answer>; ready: () => Promise<void> };
/** `control`: where the source has one, the request with its valid fields, which must then succeed (so that only the field under test refused). */
type Refused = { valid: Record<string, string>; send: (fields: Record<string, string>) => Promise<Answer>; control?: () => Promise<Answer> };
/** A new value each time (a code, a key), and how to use it. */
/** A value's uses: a new one issued now (the target's clock then moved), or (`clock: chain`) one as old as asked on the chain's clock. */
type Expiring = { issue: () => Promise<() => Promise<Answer>>; issueAged?: (seconds: number) => Promise<() => Promise<Answer>> };
/** What an account was granted (each with its use), made anew by each call of `grant`; `end` ends them. */
type GrantsEnd = { grant: () => Promise<Record<string, () => Promise<Answer>>>; end: () => Promise<void> };
/** Uses of two values of one kind for one account, the later issued after the earlier. */
type Superseded = { earlier: () => Promise<Answer>; later: () => Promise<Answer>; effect: () => Promise<string | null> };
/**
 * The request of an account without the extra step and of one with it; `effect` reads what the
 * request changes, where a client can read it (a refused sign-in's would be a session, which no
 * client reads without one).
 */
/** The request of an account without the step, and of one that needs it (and `also`, others that need it for another reason each). */
type StepUp = {
  open: () => Promise<Answer>;
  stepped: () => Promise<Answer>;
  effect?: () => Promise<unknown>;
  also?: { stepped: () => Promise<Answer>; effect?: () => Promise<unknown> }[];
};
/** A session of an account for which the change and the operation that makes it final can both succeed. */
/** An account whose choice the operation changes, and (where the contract's example would not do) the change's body. */
type Final = { token: string; body?: unknown };

interface Source<T> {
  needs: Need[];
  /** What the check of a promise of `op` sends. */
  make: (ctx: Ctx, p: Declared, op: Operation) => Promise<T>;
  /** It changes what every client of the target shares (a partner refused): its check runs after every other. */
  shared: boolean;
}
const source = <T>(needs: Need[], make: (ctx: Ctx, p: Declared, op: Operation) => Promise<T>, shared = false): Source<T> => ({ needs, make, shared });
/** The headers of a request from `address`, vouched for by the target's trusted proxy (`--client-header`). */
const fromAddress = (h: Helpers, address: string) => ({ [h.clientHeader!.name]: h.clientHeader!.value, "X-Forwarded-For": address });
/** The blocks of 256 addresses spreadAddresses takes from; newAddress takes the rest of the range. */
const SPREAD_BLOCKS = 128;
const NEW_ADDRESSES = 2 * 65_536 - SPREAD_BLOCKS * 256;
/** The next of newAddress's addresses: a run's are all different, from a random start (another run's are unlikely to meet them within a window). */
let addresses = Math.floor(Math.random() * NEW_ADDRESSES);
/** A new address of the benchmarking range (RFC 2544, 198.18.0.0/15), beyond the blocks spreadAddresses takes. */
function newAddress() {
  const pick = SPREAD_BLOCKS * 256 + (addresses++ % NEW_ADDRESSES);
  return `198.${18 + (pick >> 16)}.${(pick >> 8) & 255}.${pick & 255}`;
}
/**
 * Attempt i's headers, each attempt from another address of the benchmarking range (RFC 2544,
 * 198.18.0.0/15: public, so no proxy resolving private hops drops it), a block of 256 per check.
 */
function spreadAddresses(h: Helpers) {
  const block = Math.floor(Math.random() * SPREAD_BLOCKS);
  return (i: number) => fromAddress(h, `198.${18 + (block >> 8)}.${block & 255}.${i & 255}`);
}
/**
 * `body` (an example) for attempt i of a limit: a new address in its `email` and, every other
 * attempt and past the limit, a made-up `code` (a limit counted per value is not one per client).
 */
function variedBody(body: unknown, i: number, p: Declared) {
  if (!body || typeof body !== "object") return body;
  const varied: Record<string, unknown> = { ...body };
  if ("email" in varied) varied.email = `${unique("ne")}-${i}@conformance.test`;
  if ("code" in varied && (i % 2 === 0 || i > (p.max as number))) varied.code = `${unique("nc")}-${i}`;
  return varied;
}
/**
 * Attempt i's value of a limit, each made by `fresh`: two values in turn up to the limit, and past
 * it a new one, so a limit counted per value (at half the number) does not pass for one per client.
 */
async function inTurn<T>(p: Declared, fresh: () => Promise<T>): Promise<(i: number) => Promise<T>> {
  const two = [await fresh(), await fresh()];
  return async (i) => (i > (p.max as number) ? fresh() : two[i % 2]!);
}
/** A fresh account's username (our dev helpers). */
const freshUsername = async (call: Call, h: Helpers) => (await account(call, h)).username;
/** A limit's attempts that the operation grants. */
const granted = (attempt: (i: number) => Promise<Answer>): Limit => Object.assign(attempt, { succeeds: true });
/** A sign-up's body, or (for an operation whose body has no username: a forgot password) the address's, with a captcha. */
function addressRequest(op: Operation | "register", answer: { captcha_id: string; captcha_answer: string }, username: string, email: string) {
  const signsUp = op === "register" || (!!op.body && "username" in bodyProperties(op.body.schema).properties);
  return signsUp ? { ...answer, username, email, password: "conformance-1", user_from: brand.slug, referral_code: "" } : { ...answer, email };
}
/** A fresh sign-up through the contract (register, its captcha answered by our dev helper); its email is not verified yet. */
async function signUp(call: Call, h: Helpers, prefix: string) {
  const username = unique(prefix);
  const email = `${username}@conformance.test`;
  expectStatus(await call("register", { json: addressRequest("register", await captcha(call, h), username, email) }), 200, "a sign-up");
  return { username, email };
}
/** Who approves the widget's codes: a fresh account (our dev helpers), or the test account. */
const approver = async ({ call, h, token }: Ctx) => (h.available ? (await account(call, h)).token : await token()) ?? "";
/** A widget code approved by the account of `approverToken` for the partner; the call that exchanges it with the partner's secret. */
async function widgetCode({ call, h }: Ctx, approverToken: string) {
  const p = h.partner!;
  const authorized = await call("ssoAuthorize", { token: approverToken, json: { client_id: p.clientId, redirect_uri: p.redirectUri } });
  expectStatus(authorized, 200, "the widget's approval");
  return (secret = p.secret) => call("ssoToken", { json: { authorization_code: tokenOf(authorized), access_token: secret } });
}
/**
 * The keep link of an email change: the account signs in and asks to move to a new address; the
 * notice to its own address carries the link (its token).
 */
async function keepLinkOf(call: Call, h: Helpers, username: string) {
  const token = tokenOf(await call("login", signIn(username, "conformance-1")));
  expectStatus(await call("changeEmail", { token, json: { email: `${unique("ke")}@conformance.test` } }), 200, "an email change");
  return lastMailLink(h, `${username}@conformance.test`, "token");
}
/** A fresh account's sign-ins, each a session of its own; `end` is what the promise's operation does with one (the caller's next token, if any). */
const endingSessions = (end: (call: Call, token: string) => Promise<string | null>) =>
  source<SessionEnd>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    return { signIn: async () => tokenOf(await call("login", signIn(a.username, "conformance-1"))), end: (token) => end(call, token) };
  });

/**
 * What a fresh account's password opened besides sessions, each with its use: a partner's
 * read-only token (the widget approved with a session of the account), a login key (a dev helper)
 * and a pending email change's link. `prepare` is what the end needs first (a reset's mail,
 * requested before the grants, so that only the reset can end them), given the session the grants
 * are made with; it answers the end itself, made with a new password.
 */
type PasswordEnd = (call: Call, h: Helpers, a: { email: string; token: string; password: string; next: string }) => Promise<() => Promise<void>>;
const passwordGrants = (prepare: PasswordEnd) =>
  source<GrantsEnd>(["dev-helpers", "partner"], async (ctx) => {
    const { call, h } = ctx;
    const a = await account(call, h);
    let password = a.password;
    let end: (() => Promise<void>) | null = null;
    return {
      grant: async () => {
        const token = tokenOf(await call("login", signIn(a.username, password)));
        const next = `${password}x`;
        const finish = await prepare(call, h, { email: `${a.username}@conformance.test`, token, password, next });
        end = async () => {
          await finish();
          password = next;
        };
        const exchanged = await (await widgetCode(ctx, token))();
        expectStatus(exchanged, 200, "the widget code's exchange");
        const readOnly = tokenOf(exchanged);
        const { key } = (await dev(h, "POST", "/__dev/login-key", { username: a.username })) as { key: string };
        const email = `${unique("gr")}@conformance.test`;
        expectStatus(await call("changeEmail", { token, json: { email } }), 200, "an email change");
        const link = await lastMailLink(h, email, "token");
        return {
          "read-only-token": () => call("getUserInfo", { token: readOnly }),
          "login-key": () => call("tokenLogin", { json: { data: key } }),
          "email-change-link": () => call("verifyEmail", { json: { token: link } }),
        };
      },
      end: () => end!(),
    };
  });
/** A reset by mail: forgotPassword and the mailbox's key first; then the operation. */
const resetWith =
  (operation: string): PasswordEnd =>
  async (call, h, a) => {
    const resetToken = await resetMailKey(call, h, a.email);
    return async () => void expectStatus(await call(operation, { json: { password: a.next, resetToken } }), 200, "the reset");
  };

/**
 * An account whose referral code is unverified (a dev helper), another account whose username is a
 * valid code, and its sign-in, refused with `REFERRAL_CODE_UNVERIFIED:<token>` (the token).
 */
async function unverifiedReferral(call: Call, h: Helpers) {
  const referrer = await account(call, h);
  const username = unique("lk");
  await dev(h, "POST", "/__dev/users", { username, email: `${username}@conformance.test`, password: "conformance-1", referralVerified: false });
  const refusedSignIn = async () => {
    const refused = await call("login", signIn(username, "conformance-1"));
    expectStatus(refused, 403, "the sign-in of an account whose referral code is unverified");
    const token = /^REFERRAL_CODE_UNVERIFIED:(.+)$/.exec((refused.body as { message: string }).message)?.[1];
    if (!token) throw new Error(`the sign-in refusal does not carry REFERRAL_CODE_UNVERIFIED:<token>: ${show(refused)}`);
    return token;
  };
  return { referrer, refusedSignIn };
}

/** The token of a sign-in refused because the account's email is not verified (`EMAIL_VERIFICATION:<token>`). */
async function verificationToken(call: Call, username: string) {
  const refused = await call("login", signIn(username, "conformance-1"));
  expectStatus(refused, 403, "the sign-in of an account whose email is not verified");
  const token = /^EMAIL_VERIFICATION:(.+)$/.exec((refused.body as { message: string }).message)?.[1];
  if (!token) throw new Error(`the refusal named no token: ${show(refused)}`);
  return token;
}

const SOURCES = {
  /** A TOTP secret from setupTwoFactor; the code of the current step turns two-factor on, then pays for a bundle with the same code. */
  authenticator: source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    const setup = await call("setupTwoFactor", { token: a.token });
    expectStatus(setup, 200, "two-factor setup");
    const code = totp((setup.body as { secret: string }).secret, Date.now());
    const shop = await call("getBundles", { token: a.token });
    expectStatus(shop, 200, "the bundle shop");
    const bundleId = (shop.body as { result: { bundles: { id: string }[] } }).result.bundles[0]!.id;
    return {
      first: () => call("verifyTwoFactor", { token: a.token, json: { code } }),
      again: () => call("verifyTwoFactor", { token: a.token, json: { code, bundleId } }),
    };
  }),
  /** Two-factor turned on for a fresh account (as `authenticator`); one of the recovery codes the enabling answer shows pays for a bundle. */
  "recovery-code": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const a = await twoFactorOn(call, h);
    const code = a.recoveryCodes[0]!;
    const bundleId = await cheapestBundle(call, a.token);
    const pay = () => call("verifyTwoFactor", { token: a.token, json: { code, bundleId } });
    return { first: pay, again: pay };
  }),
  /**
   * Two-factor turned on for a fresh account (as `recovery-code`); each counted attempt pays for a
   * bundle with the code that turned it on again (a right code already used: it must not count) and
   * then with a wrong code.
   */
  "wrong-authenticator-codes": source<Limit>(["dev-helpers"], async ({ call, h }) => {
    const a = await twoFactorOn(call, h);
    const bundleId = await cheapestBundle(call, a.token);
    const wrong = wrongCode(a.secret);
    const pay = (code: string) => call("verifyTwoFactor", { token: a.token, json: { code, bundleId } });
    return async () => {
      await pay(a.code);
      return pay(wrong);
    };
  }),
  /** A partner's authorization code (ssoAuthorize, by the test account), exchanged with the partner's secret. */
  "partner-code": source<SingleUse>(["partner"], async (ctx) => {
    const exchange = await widgetCode(ctx, await approver(ctx));
    return { first: exchange, again: exchange };
  }),
  /** The token of a fresh sign-up's sign-in before its email is verified (its refusal's EMAIL_VERIFICATION:<token>). */
  "unverified-sign-in": source<Scoped>(["dev-helpers"], async ({ call, h }) => {
    const { username } = await signUp(call, h, "ev");
    return { token: () => verificationToken(call, username) };
  }),
  /**
   * The token of the sign-in refusal of an account whose referral code is unverified (a dev helper):
   * `REFERRAL_CODE_UNVERIFIED:<token>`; it opens submitReferralCode with another account's username as the code.
   */
  "referral-token": source<Scoped>(["dev-helpers"], async ({ call, h }) => {
    const { referrer, refusedSignIn } = await unverifiedReferral(call, h);
    return { token: refusedSignIn, open: (operation, token) => call(operation, { json: { code: referrer.username, token } }) };
  }),
  /** The sign-in with its password of a fresh verified account, and of a fresh sign-up whose email is not verified yet. */
  "verified-and-unverified-sign-in": source<StepUp>(["dev-helpers"], async ({ call, h }) => {
    const [verified, unverified] = await Promise.all([account(call, h), signUp(call, h, "ev")]);
    return {
      open: () => call("login", signIn(verified.username, "conformance-1")),
      stepped: () => call("login", signIn(unverified.username, "conformance-1")),
    };
  }),
  /** A widget code approved for the partner by a fresh account (or the test account), exchanged with the second partner's secret, then with its own partner's. */
  "code-of-another-partner": source<Ownership>(["partner", "partner2"], async (ctx) => {
    const exchange = await widgetCode(ctx, await approver(ctx));
    return { stranger: () => exchange(ctx.h.partner2!.secret), owner: () => exchange() };
  }),
  /** The read-only token of a widget code approved by a fresh account (or the test account), exchanged with the partner's secret. */
  "partner-read-only-token": source<Scoped>(["partner"], async (ctx) => {
    const t = await approver(ctx);
    return {
      token: async () => {
        const exchanged = await (await widgetCode(ctx, t))();
        expectStatus(exchanged, 200, "the code's exchange");
        return tokenOf(exchanged);
      },
    };
  }),
  /** Widget codes, each new, approved by a fresh account (or the test account); a use exchanges it with the partner's secret. */
  "partner-codes": source<Expiring>(["partner", "clock"], async (ctx) => {
    const t = await approver(ctx);
    return { issue: () => widgetCode(ctx, t) };
  }),
  /** The partner's registered redirect URI and variants of it, in the widget's approval (ssoAuthorize) by a fresh account (or the test account). */
  "partner-approval": source<ExactMatch>(["partner"], async (ctx) => {
    const { call, h } = ctx;
    const t = await approver(ctx);
    const p = h.partner!;
    return { registered: p.redirectUri, ask: (value) => call("ssoAuthorize", { token: t, json: { client_id: p.clientId, redirect_uri: value } }) };
  }),
  /**
   * A purchase of the cheapest bundle (the operation's request) by a fresh account with two-factor
   * off, and by one with it on (turned on as `recovery-code`); what the second's purchase would
   * change is its shop (its balance, its purchases).
   */
  "two-factor-purchase": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [off, on] = await Promise.all([account(call, h), twoFactorOn(call, h)]);
    const bundleId = await cheapestBundle(call, on.token);
    const buy = (token: string) => () => call(op.id, { token, json: { bundleId } });
    return {
      open: buy(off.token),
      stepped: buy(on.token),
      effect: async () => {
        const shop = await call("getBundles", { token: on.token });
        expectStatus(shop, 200, "the bundle shop");
        return (shop.body as { result: unknown }).result;
      },
    };
  }),
  /** One wallet bound to a fresh account through the contract's bind message, then to another fresh account (each with its own nonce). */
  "wallet-of-two-accounts": source<CapRefused>(["dev-helpers", "site"], async ({ call, h }, _p, op) => {
    const [a, b] = await twoAccounts(call, h);
    const wallet = newWallet(op.id);
    const bind = (x: { username: string; token: string }) => async () => (await bindMessage(call, h, x, wallet, await bindNonce(call, x.token)))();
    return { within: bind(a), over: bind(b) };
  }),
  /** One Discord account (one handle at our mock's provider) connected by a fresh account, then by another (each its own OAuth flow). */
  "social-account-twice": source<CapRefused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const handle = unique("dh");
    const [a, b] = await Promise.all([account(call, h), account(call, h)]);
    const connect = (x: { token: string }) => async () => {
      const flow = await oauthFlow(call, h, x, "discord", handle, op.id);
      return flow.connect(await flow.consent());
    };
    return { within: connect(a), over: connect(b) };
  }),
  /** One Telegram account's login data (signed for it by our mock's stand-in of Telegram) sent by a fresh account, then by another. */
  "telegram-account-twice": source<CapRefused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const handle = unique("tg");
    const [a, b] = await Promise.all([account(call, h), account(call, h)]);
    return { within: await telegramLogin(call, h, a, { handle, callback: op.id }), over: await telegramLogin(call, h, b, { handle, callback: op.id }) };
  }),
  /** Telegram's login data of a new Telegram account, signed for a fresh account, sent as signed or tampered with. */
  "telegram-signed": source<Signed>(["dev-helpers"], async ({ call, h }, p, op) => ({
    send: await telegramLogin(call, h, await account(call, h), { callback: op.id, signature: String(p.signature) }),
  })),
  /** Telegram's login data of a new Telegram account, signed when issued, connected by a fresh account (signed in again at the time of the use). */
  "telegram-logins": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }, _p, op) => ({
    issue: async () => telegramLogin(call, h, await account(call, h), { signInAgain: true, callback: op.id }),
  })),
  /** One captcha (its id and answer) in the operation's request (a sign-up or a forgot password, each for a new address), sent twice. */
  "captcha-answer": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const answer = await captcha(call, h);
    const use = () => {
      const username = unique("ca");
      return call(op.id, { json: addressRequest(op, answer, username, `${username}@conformance.test`) });
    };
    return { first: use, again: use };
  }),
  /** A new captcha each time; a use puts it in the operation's request, as captcha-answer does. */
  "captcha-answers": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }, _p, op) => ({
    issue: async () => {
      const answer = await captcha(call, h);
      const username = unique("ce");
      return () => call(op.id, { json: addressRequest(op, answer, username, `${username}@conformance.test`) });
    },
  })),
  /** AI calls of a fresh account, micro prompts and pictures in turn (they share one limit). */
  "ai-calls": source<Limit>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    return (i) => call(i % 2 ? "createMicroPrompt" : "generatePicture", { token: a.token, json: { text: "A fox knight in a neon city" } });
  }),
  /** An EIP-4361 sign-in message with a nonce from getLoginNonce, signed by a wallet bound to a fresh account. */
  "wallet-sign-in": source<SingleUse>(["dev-helpers", "site"], async ({ call, h }) => {
    const { wallet } = await accountWithWallet(call, h);
    const login = await walletSignIn(call, h, wallet, { nonce: (await loginNonce(call)).nonce });
    return { first: login, again: login };
  }),
  /** A wallet sign-up of a new wallet (walletSignUp), its message and signature sent twice, each time with a new username and captcha. */
  "wallet-sign-up": source<SingleUse>(["dev-helpers", "site"], async ({ call, h }, _p, op) => {
    const signUp = await walletSignUp(call, h, op);
    return { first: signUp, again: signUp };
  }),
  /** Wallet sign-ups, each of a new wallet with a new nonce, naming the site's host and variants of it. */
  "wallet-sign-up-domains": source<ExactMatch>(["dev-helpers", "site"], async ({ call, h }, _p, op) => ({
    registered: new URL(h.site!).host,
    ask: async (domain) => (await walletSignUp(call, h, op, { domain }))(),
  })),
  /** Sign-in messages of a wallet bound to a fresh account, each with a new nonce, naming the site's host and variants of it. */
  "wallet-sign-in-domains": source<ExactMatch>(["dev-helpers", "site"], async ({ call, h }) => {
    const { wallet } = await accountWithWallet(call, h);
    return {
      registered: new URL(h.site!).host,
      ask: async (domain) => (await walletSignIn(call, h, wallet, { nonce: (await loginNonce(call)).nonce, domain }))(),
    };
  }),
  /**
   * Sign-in nonces, each new, for a wallet bound to a fresh account; a use signs a message made at
   * the time of the use (the target's: a new nonce's end less the declared lifetime), so only the
   * nonce's age can refuse it, not the message's.
   */
  "wallet-sign-in-nonces": source<Expiring>(["dev-helpers", "site", "clock"], async ({ call, h }, p) => {
    const { wallet } = await accountWithWallet(call, h);
    return {
      issue: async () => {
        const { nonce } = await loginNonce(call);
        return async () => {
          const issuedAt = await targetNow(() => loginNonce(call), p.after as number);
          return (await walletSignIn(call, h, wallet, { nonce, issuedAt }))();
        };
      },
    };
  }),
  /** The key of a reset mail (forgotPassword, then the mailbox). */
  "mailed-reset-key": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    const email = `${a.username}@conformance.test`;
    const resetToken = await resetMailKey(call, h, email);
    return {
      first: () => call(op.id, { json: { password: "conformance-2", resetToken } }),
      again: () => call(op.id, { json: { password: "conformance-3", resetToken } }),
    };
  }),
  /** Sign-ins of a fresh account; then a reset by mail (forgotPassword, the mailbox's key, the operation), which no session makes. */
  "password-reset": source<SessionEnd>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    const email = `${a.username}@conformance.test`;
    return {
      signIn: async () => tokenOf(await call("login", signIn(a.username, "conformance-1"))),
      end: async () => {
        const resetToken = await resetMailKey(call, h, email);
        expectStatus(await call(op.id, { json: { password: "conformance-2", resetToken } }), 200, "the reset");
        return null;
      },
    };
  }),
  /** Sign-ins of a fresh account; then the keep link of its email change's notice (keepLinkOf), used without a session. */
  "email-keep": source<SessionEnd>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    return {
      signIn: async () => tokenOf(await call("login", signIn(a.username, "conformance-1"))),
      end: async () => {
        const token = await keepLinkOf(call, h, a.username);
        expectStatus(await call(op.id, { json: { token } }), 200, "the keep link");
        return null;
      },
    };
  }),
  /** The keep link of a fresh account's email change (keepLinkOf), used twice. */
  "keep-email-link": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const token = await keepLinkOf(call, h, (await account(call, h)).username);
    const use = () => call(op.id, { json: { token } });
    return { first: use, again: use };
  }),
  /** Keep links of a fresh account's email changes (keepLinkOf), each new. */
  "keep-email-links": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    return {
      issue: async () => {
        const token = await keepLinkOf(call, h, a.username);
        return () => call(op.id, { json: { token } });
      },
    };
  }),
  /** Keys of reset mails to a fresh account, each new (forgotPassword, then the mailbox); a use sets a new password with it. */
  "mailed-reset-keys": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    const email = `${a.username}@conformance.test`;
    let n = 1;
    return {
      issue: async () => {
        const resetToken = await resetMailKey(call, h, email);
        const password = `conformance-${++n}`;
        return () => call(op.id, { json: { password, resetToken } });
      },
    };
  }),
  /** Two reset mails to a fresh account (by `by`: forgotPassword or the site's); each key sets a password with the operation. */
  "reset-mails-twice": source<Superseded>(["dev-helpers"], async ({ call, h }, p, op) => {
    const a = await account(call, h);
    const email = `${a.username}@conformance.test`;
    const by = p.by as string;
    const reset = (resetToken: string) => () => call(op.id, { json: { password: "conformance-2", resetToken } });
    const earlier = await resetMailKey(call, h, email, { by });
    return {
      earlier: reset(earlier),
      later: reset(await resetMailKey(call, h, email, { by, earlier })),
      effect: async () => (ok(await call("login", signIn(a.username, "conformance-2"))) ? null : "a sign-in with the password it set was refused"),
    };
  }),
  /** A fresh sign-up's verification mail, and the one `by` (resendVerifyEmail) sends again, with the token of a refused sign-in. */
  "verification-mails-twice": source<Superseded>(["dev-helpers"], async ({ call, h }, p, op) => {
    const { username, email } = await signUp(call, h, "vs");
    const verify = (token: string) => () => call(op.id, { json: { token } });
    const earlier = await lastMailLink(h, email, "token");
    expectStatus(await call(p.by as string, { token: await verificationToken(call, username) }), 200, "the verification mail sent again");
    return {
      earlier: verify(earlier),
      later: verify(await newMailLink(h, email, "token", earlier)),
      effect: async () => (ok(await call("login", signIn(username, "conformance-1"))) ? null : "the account's sign-in is still refused"),
    };
  }),
  /** Two email changes (by `by`: changeEmail) of a fresh account, each to a new address; each link is opened with the operation. */
  "email-changes-twice": source<Superseded>(["dev-helpers"], async ({ call, h }, p, op) => {
    const a = await account(call, h);
    const change = async () => {
      const email = `${unique("ec")}@conformance.test`;
      expectStatus(await call(p.by as string, { token: a.token, json: { email } }), 200, "an email change");
      const token = await lastMailLink(h, email, "token");
      return { email, open: () => call(op.id, { json: { token } }) };
    };
    const earlier = await change();
    const later = await change();
    return {
      earlier: earlier.open,
      later: later.open,
      effect: async () => {
        const info = (await call("getUserInfo", { token: a.token })).body as { result?: { user?: { email?: string } } };
        const email = info.result?.user?.email;
        return email === later.email ? null : `the account's email is ${email ?? "unread"}, not ${later.email}`;
      },
    };
  }),
  /** The link of a fresh sign-up's verification mail (register, then the mailbox). */
  "mailed-verification-link": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const { email } = await signUp(call, h, "vl");
    const token = await lastMailLink(h, email, "token");
    const verify = () => call("verifyEmail", { json: { token } });
    return { first: verify, again: verify };
  }),
  /**
   * The login key submitReferralCode answers: an account whose referral code is unverified (a dev
   * helper) is refused at sign-in with REFERRAL_CODE_UNVERIFIED:<token>; that token and a valid code
   * (another account's username) give the key.
   */
  "referral-login-key": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const { referrer, refusedSignIn } = await unverifiedReferral(call, h);
    const body = { code: referrer.username, token: await refusedSignIn() };
    const submitted = await call("submitReferralCode", { json: body });
    expectStatus(submitted, 200, "a valid referral code");
    // the sign-in follows the answer's link (its key, where the link puts it)
    const next = linked("submitReferralCode", "tokenLogin", { request: { body }, response: submitted });
    const login = () => call(next.operationId, { path: next.path, query: next.query, json: next.json });
    return { first: login, again: login };
  }),
  /** The token of a sign-in refused with REFERRAL_CODE_UNVERIFIED, submitted with a valid code (another account's username). */
  "referral-submits": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const { referrer, refusedSignIn } = await unverifiedReferral(call, h);
    const body = { code: referrer.username, token: await refusedSignIn() };
    const submit = () => call(op.id, { json: body });
    return { first: submit, again: submit };
  }),
  /** A signed bind message with the account's own nonce; again, its nonce in the message signed anew, and (EVM) its signature in the other encoding. */
  "bind-message": source<SingleUse>(["dev-helpers", "site"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    const wallet = newWallet(op.id);
    const nonce = await bindNonce(call, a.token);
    const bind = await bindMessage(call, h, a, wallet, nonce);
    // the same nonce in the message signed anew a second later: new bytes, the nonce used
    const resigned = await bindMessage(call, h, a, wallet, nonce, new Date(Date.now() + 1000));
    const variants = [{ what: "the same nonce in the bind message signed anew", use: () => resigned() }];
    // an EVM signature's other encoding (a Tron verifier refuses a high s as malformed)
    if (wallet.kind === "wallet") variants.push({ what: "the same signature in its other encoding (the other s)", use: bind.otherEncoding });
    return { first: bind, again: bind, variants };
  }),
  /**
   * Bind nonces, each new and each of a fresh account (one bind an account); a use signs the bind
   * message at the time of the use (the target's: a new nonce's end less the declared lifetime), so
   * only the nonce's age can refuse it, not the message's.
   */
  "bind-nonces": source<Expiring>(["dev-helpers", "site", "clock"], async ({ call, h }, p, op) => ({
    issue: async () => {
      const a = await account(call, h);
      const nonce = await bindNonce(call, a.token);
      return async () => {
        const issuedAt = await targetNow(() => issuedBindNonce(call, a.token), p.after as number);
        return (await bindMessage(call, h, a, newWallet(op.id), nonce, issuedAt))();
      };
    },
  })),
  /** A TON wallet's proof over a fresh account's own payload. */
  "ton-proof": source<SingleUse>(["dev-helpers", "site"], async ({ call, h }) => {
    const a = await account(call, h);
    const bind = tonBind(call, h, a, tonWallet(unique("ton")), (await issuedTonPayload(call, a.token)).payload);
    return { first: bind, again: bind };
  }),
  /** A ton_proof payload of one account in another's proof; then the other's own. */
  "ton-payload": source<Ownership>(["dev-helpers", "site"], async ({ call, h }) => {
    const [a, b] = await twoAccounts(call, h);
    const ton = tonWallet(unique("ton"));
    return {
      stranger: async () => tonBind(call, h, b, ton, (await issuedTonPayload(call, a.token)).payload)(),
      owner: async () => tonBind(call, h, b, ton, (await issuedTonPayload(call, b.token)).payload)(),
    };
  }),
  /** One TON wallet bound by a fresh account, then by another (each with a payload of its own). */
  "ton-wallet-of-two-accounts": source<CapRefused>(["dev-helpers", "site"], async ({ call, h }) => {
    const [a, b] = await twoAccounts(call, h);
    const ton = tonWallet(unique("ton"));
    const bind = (x: { token: string }) => async () => tonBind(call, h, x, ton, (await issuedTonPayload(call, x.token)).payload)();
    return { within: bind(a), over: bind(b) };
  }),
  /**
   * ton_proof payloads, each new and each of a fresh account; a use makes its proof at the target's
   * time of the use (a new payload's `expires_at` less the declared lifetime), so only the payload's
   * age can refuse it, not the proof's.
   */
  "ton-payloads": source<Expiring>(["dev-helpers", "site", "clock"], async ({ call, h }, p) => ({
    issue: async () => {
      const a = await account(call, h);
      const { payload } = await issuedTonPayload(call, a.token);
      return async () => tonBind(call, h, a, tonWallet(unique("ton")), payload, await targetNow(() => issuedTonPayload(call, a.token), p.after as number))();
    },
  })),
  /** A bind nonce of one account used in another's bind message; then the other's own. */
  "bind-nonce": source<Ownership>(["dev-helpers", "site"], async ({ call, h }, _p, op) => {
    const [a, b] = await twoAccounts(call, h);
    const wallet = newWallet(op.id);
    return {
      stranger: async () => (await bindMessage(call, h, b, wallet, await bindNonce(call, a.token)))(),
      owner: async () => (await bindMessage(call, h, b, wallet, await bindNonce(call, b.token)))(),
    };
  }),
  /** One account's session id (listSessions), ended by another account, then by its owner. */
  "session-id": source<Ownership>(["two-accounts"], async ({ call, h }) => {
    const [a, b] = await twoAccounts(call, h);
    const listed = await call("listSessions", { token: b.token });
    expectStatus(listed, 200, "the owner's sessions");
    const id = (listed.body as { result: { id: string; current: boolean }[] }).result.find((s) => s.current)!.id;
    return {
      stranger: () => call("endSession", { token: a.token, path: { id } }),
      owner: () => call("endSession", { token: b.token, path: { id } }),
    };
  }),
  /** Failed sign-ins of one fresh account with a wrong password. */
  "wrong-password": source<Limit>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    return () => call("login", signIn(a.username, "not-the-password"));
  }),
  /** A fresh account's failed sign-ins, each from another address (so no limit of a client's can refuse them). */
  "wrong-password-many-clients": source<Limit>(["dev-helpers", "clients"], async ({ call, h }) => {
    const a = await account(call, h);
    const from = spreadAddresses(h);
    return (i) => call("login", { ...signIn(a.username, "not-the-password"), headers: from(i) });
  }),
  /**
   * Failed sign-ins from one client (X-Forwarded-For, trusted with --client-header), each naming
   * another made-up account, so that only the client's own count can refuse them (an unknown name
   * counts as a known one: the refusal does not say which was wrong).
   */
  "wrong-password-many-accounts": source<Limit>(["clients"], async ({ call }) => {
    const names = unique("nb");
    return (i) => call("login", signIn(`${names}-${i}`, "not-the-password"));
  }),
  /** Failed sign-ins of one fresh account from one client; then its owner's right password from another (X-Forwarded-For, trusted with --client-header). */
  "wrong-password-two-clients": source<Limit>(["dev-helpers", "clients"], async ({ call, h }) => {
    const a = await account(call, h);
    // addresses of the documentation range (RFC 5737), one pair per check
    const pair = Math.floor(Math.random() * 120) * 2 + 2;
    return Object.assign(() => call("login", { ...signIn(a.username, "not-the-password"), headers: fromAddress(h, `198.51.100.${pair}`) }), {
      other: () => call("login", { ...signIn(a.username, "conformance-1"), headers: fromAddress(h, `198.51.100.${pair + 1}`) }),
    });
  }),
  /** Made-up codes in the partner's exchanges (`ssoToken` with its secret); then a code approved for the partner, exchanged the same way. */
  "wrong-codes-then-a-right-one": source<NoLockout>(["partner", "clients"], async (ctx) => {
    const { call, h } = ctx;
    const made = () => Math.random().toString(36).slice(2);
    return {
      wrong: (i) => call("ssoToken", { json: { authorization_code: `ac_conformance-guess-${i}-${made()}`, access_token: h.partner!.secret } }),
      right: async () => (await widgetCode(ctx, await approver(ctx)))(),
    };
  }),
  /** A fresh account's password changes with a wrong current password from one session; after the refusal, the right one from it and from another session of the account. */
  "wrong-current-password": source<Limit>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    // another session of the account, signed in before the guesses: the owner's own device
    const owner = tokenOf(await call("login", signIn(a.username, "conformance-1")));
    const change = (token: string, current: string) => () =>
      call("changePassword", { token, json: { current_password: current, new_password: "conformance-2" } });
    return Object.assign(change(a.token, "not-the-password"), { right: change(a.token, "conformance-1"), other: change(owner, "conformance-1") });
  }),
  /** The verification mail resent for a fresh sign-up, each time with the token of a new refused sign-in. */
  "unverified-resends": source<Limit>(["dev-helpers"], async ({ call, h }) => {
    const { username } = await signUp(call, h, "rs");
    // each resend with the token of a new refused sign-in: the limit is the account's, not a token's
    return async () => call("resendVerifyEmail", { token: await verificationToken(call, username) });
  }),
  /** Exchanges with a made-up client secret, all from one new address of a wide range (X-Forwarded-For, trusted with --client-header). */
  "wrong-partner-secrets": source<Limit>(["clients"], async ({ call }) => {
    return (i) =>
      call("ssoToken", {
        json: { authorization_code: `ac_conformance-guess-${i}`, access_token: `made-up-secret-${i}-${Math.random().toString(36).slice(2)}` },
      });
  }),
  /** The operation as its examples give it (path, query and body), again and again; each attempt's `email` and `code` in the body new (variedBody). */
  "example-requests": source<Limit>([], async ({ call }, p, op) => granted((i) => call(op.id, { json: variedBody(op.body?.example, i, p) }))),
  /** The same, signed in as one of two fresh accounts in turn (a limit per account is not one per client). */
  "signed-in-requests": source<Limit>(["dev-helpers"], async ({ call, h }, p, op) => {
    const signedIn = await inTurn(p, () => account(call, h));
    return granted(async (i) => call(op.id, { token: (await signedIn(i)).token, json: variedBody(op.body?.example, i, p) }));
  }),
  /** Reads of two fresh accounts' public pages in turn (the operation's one path parameter: a username). */
  "public-page-reads": source<Limit>(["dev-helpers"], async ({ call, h }, p, op) => {
    const names = await inTurn(p, () => freshUsername(call, h));
    const param = op.parameters.find((x) => x.in === "path")!.name;
    return granted(async (i) => call(op.id, { path: { [param]: await names(i) } }));
  }),
  /** Lookups of the two partner clients in turn (--partner, --partner2), each with its registered redirect URI. */
  "partner-lookups": source<Limit>(["partner", "partner2"], async ({ call, h }, _p, op) => {
    const partners = [h.partner!, h.partner2!];
    return granted((i) => {
      const { clientId, redirectUri } = partners[i % 2]!;
      return call(op.id, { query: { client_id: clientId, redirect_uri: redirectUri } });
    });
  }),
  /**
   * A sign-up or reset request (addressRequest), each with a new captcha answered by our dev
   * helper and a new address; a reset asks for a fresh account's address every other time up to the
   * limit (a limit on unknown addresses alone would tell which have an account).
   */
  "captcha-requests": source<Limit>(["dev-helpers"], async ({ call, h }, p, op) => {
    const signsUp = !!op.body && "username" in bodyProperties(op.body.schema).properties;
    const known = `${unique("ck")}@conformance.test`;
    if (!signsUp) await account(call, h, known);
    return granted(async (i) => {
      const username = unique("cr");
      const email = !signsUp && i % 2 && i <= (p.max as number) ? known : `${username}@conformance.test`;
      return call(op.id, { json: addressRequest(op, await captcha(call, h), username, email) });
    });
  }),
  /** Joins of two fresh accounts' early-access lists in turn, each with a new address. */
  "spatial-joins": source<Limit>(["dev-helpers"], async ({ call, h }, p, op) => {
    const owners = await inTurn(p, () => freshUsername(call, h));
    return granted(async (i) =>
      call(op.id, {
        json: { ...(op.body?.example as object), space_owner: await owners(i), referral_code: "", email: `${unique("sj")}-${i}@conformance.test` },
      }),
    );
  }),
  /** Made-up reset keys. */
  "wrong-reset-key": source<Limit>(
    [],
    async ({ call }) =>
      (i) =>
        call("checkResetKey", { json: { resetToken: `rt_conformance-guess-${i}-${Math.random().toString(36).slice(2)}` } }),
  ),
  /** Made-up login keys. */
  "wrong-login-key": source<Limit>(
    [],
    async ({ call }) =>
      (i) =>
        call("tokenLogin", { json: { data: `lk_conformance-guess-${i}-${Math.random().toString(36).slice(2)}` } }),
  ),
  /** Sign-ins of one fresh account; a session is alive while getUserInfo answers it. */
  "sign-in": source<CapEndsOldest>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    return {
      signIn: async () => {
        const login = await call("login", signIn(a.username, "conformance-1"));
        expectStatus(login, 200, "a sign-in");
        return tokenOf(login);
      },
      alive: (token) => call("getUserInfo", { token }),
      live: async (token) => {
        const listed = await call("listSessions", { token });
        expectStatus(listed, 200, "the live sessions");
        return (listed.body as { result: unknown[] }).result.length;
      },
    };
  }),
  /** Sign-ins of one fresh account, each a new session; a use reads the account (getUserInfo) with its token. */
  "session-tokens": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }) => {
    const a = await account(call, h);
    return {
      issue: async () => {
        const login = await call("login", signIn(a.username, "conformance-1"));
        expectStatus(login, 200, "a sign-in");
        const token = tokenOf(login);
        return () => call("getUserInfo", { token });
      },
    };
  }),
  /** A fresh account with two tokens (dev helper): it starts mining with one (the operation, off chain), then, while that runs, with the other. */
  "off-chain-starts": source<CapRefused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    const [first, second] = await miningItems(h, a.username, 2, "Token");
    const start = (id: string) => () => call(op.id, { token: a.token, json: { nfts: [], tokens: [id] } });
    return { within: start(first!), over: start(second!) };
  }),
  /** A fresh account's token (dev helper), started mining (the operation, off chain) by another fresh account, then by its owner. */
  "mining-item": source<Ownership>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [owner, other] = await Promise.all([account(call, h), account(call, h)]);
    const [id] = await miningItems(h, owner.username, 1, "Token");
    const start = (token: string) => () => call(op.id, { token, json: { nfts: [], tokens: [id] } });
    return { stranger: start(other.token), owner: start(owner.token) };
  }),
  /**
   * Two fresh accounts, one with the declared maximum of NFTs and one with one more (dev helper),
   * each starting mining with all of them and a mine transaction of its own (the chain stand-in).
   */
  "mine-tx-nfts": source<CapRefused>(["dev-helpers", "chain-stand-in"], async ({ call, h }, p, op) => {
    const chain = await chainStandIn(h);
    const start = async (count: number) => {
      const a = await account(call, h);
      const nfts = await miningItems(h, a.username, count, "NFT");
      const tx = await chain.mineTx(referenceOf(call, a.token));
      return () => call(op.id, { token: a.token, json: { nfts, tokens: [], ...tx } });
    };
    const max = p.max as number;
    return { within: await start(max), over: await start(max + 1) };
  }),
  /**
   * One mine transaction (the chain stand-in) that starts mining for the fresh account with an NFT
   * (dev helper) it names, then sent again by another with its own NFT: the hash's single use is
   * checked before whose the transaction is, so only a used hash is refused 422 there.
   */
  "mine-tx": source<SingleUse>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const [first, other] = await Promise.all([account(call, h), account(call, h)]);
    const tx = await chain.mineTx(referenceOf(call, first.token));
    const start = async (a: { username: string; token: string }) => {
      const nfts = await miningItems(h, a.username, 1, "NFT");
      return () => call(op.id, { token: a.token, json: { nfts, tokens: [], ...tx } });
    };
    return { first: await start(first), again: await start(other) };
  }),
  /**
   * A mine transaction (the chain stand-in) that names a fresh account with an NFT (dev helper),
   * sent (a check or a start) by another fresh account with an NFT of its own, then by the account
   * it names: only the account the transaction names decides the answer.
   */
  "mine-tx-account": source<Ownership>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const [named, other] = await Promise.all([nftHolder(call, h, op), nftHolder(call, h, op)]);
    const tx = await chain.mineTx(referenceOf(call, named.a.token));
    const send = (holder: typeof named) => () => call(op.id, { token: holder.a.token, json: { ...holder.mines, ...tx } });
    return { stranger: send(other), owner: send(named) };
  }),
  /**
   * A fresh account's NFT (dev helper), started mining on chain by another fresh account with a mine
   * transaction of its own (the chain stand-in), then by its owner with another: the stranger's
   * transaction is valid, so only the NFT's owner decides the answer.
   */
  "mine-tx-item": source<Ownership>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const [owner, other] = await Promise.all([account(call, h), account(call, h)]);
    const nfts = await miningItems(h, owner.username, 1, "NFT");
    const start = (token: string) => async () => call(op.id, { token, json: { nfts, tokens: [], ...(await chain.mineTx(referenceOf(call, token))) } });
    return { stranger: start(other.token), owner: start(owner.token) };
  }),
  /**
   * The request (a check or a start) of a fresh account with an NFT (dev helper), with a new mine
   * transaction from the chain stand-in whose block is as old as asked on the chain's clock.
   */
  "mine-tx-aged": source<Expiring>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const issueAged = async (seconds: number) => {
      const { a, mines } = await nftHolder(call, h, op);
      const tx = await chain.mineTx(referenceOf(call, a.token), seconds);
      return () => call(op.id, { token: a.token, json: { ...mines, ...tx } });
    };
    return {
      issue: () => {
        throw new Error("a mine transaction's age is set on the chain's clock: declare the promise with clock: chain");
      },
      issueAged,
    };
  }),
  /**
   * A fresh account with an NFT (dev helper) and a new mine transaction from the chain stand-in in
   * its latest block (no block after it yet), sent with a key; `ready` puts 10 blocks after it.
   */
  "mine-tx-unconfirmed": source<NotYet>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const { a, mines } = await nftHolder(call, h, op);
    const tx = await chain.mineTx(referenceOf(call, a.token), undefined, { unconfirmed: true });
    return {
      send: (key) => call(op.id, { token: a.token, json: { ...mines, ...tx }, headers: { "Idempotency-Key": key } }),
      ready: async () => chain.confirm(tx.tx_hash),
    };
  }),
  /** A fresh account with an NFT and a new mine transaction from the chain stand-in: the request (a check or a start) as the transaction was sent, a field changed. */
  "mine-tx-sender": source<Refused>(["dev-helpers", "chain-stand-in"], async ({ call, h }, _p, op) => {
    const chain = await chainStandIn(h);
    const { a, mines } = await nftHolder(call, h, op);
    const tx = await chain.mineTx(referenceOf(call, a.token));
    const send = (fields: Record<string, string>) => call(op.id, { token: a.token, json: { ...mines, ...tx, ...fields } });
    return { valid: { address: tx.address }, send, control: () => send({}) };
  }),
  /** A pool (dev helper) of a few members, filled to one short of its max_members with players who meet its rules. */
  pool: source<CapRefused>(["dev-helpers"], async ({ call, h }) => {
    const players = await Promise.all([1, 2, 3, 4].map(() => account(call, h)));
    const [owner, member, last, extra] = players as [(typeof players)[number], (typeof players)[number], (typeof players)[number], (typeof players)[number]];
    for (const p of [last, extra]) await giveNft(h, p.username);
    const { code, made } = await devPool(h, owner.username, { members: [member.username], maxMembers: 2 });
    // the room the pool says it has, as the contract's field names it
    if (made.max_members !== 2 || made.member_count !== 1)
      throw new Error(`the pool was made with ${made.member_count} of ${made.max_members} members, not 1 of 2`);
    const join = (p: { token: string }) => () => call("joinPool", { token: p.token, json: { pool_code: code } });
    return { within: join(last), over: join(extra) };
  }),
  /** Two pools with room (dev helper) and a player who meets their rules: the player joins one, then the other. */
  "two-pools": source<CapRefused>(["dev-helpers"], async ({ call, h }) => {
    const [first, second, player] = await Promise.all([1, 2, 3].map(() => account(call, h)));
    await giveNft(h, player!.username);
    const pools = await Promise.all([first!, second!].map((owner) => devPool(h, owner.username, { maxMembers: 5 })));
    const join = (code: string) => () => call("joinPool", { token: player!.token, json: { pool_code: code } });
    return { within: join(pools[0]!.code), over: join(pools[1]!.code) };
  }),
  /** A pool with room (dev helper) and a player who meets its rules, who joins it twice; the pool's member count is what a join changes. */
  "pool-join": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const [owner, player] = await Promise.all([1, 2].map(() => account(call, h)));
    await giveNft(h, player!.username);
    const { code } = await devPool(h, owner!.username, { maxMembers: 5 });
    const join = () => call("joinPool", { token: player!.token, json: { pool_code: code } });
    return { first: join, again: join, effect: memberCount(call, player!.token, code) };
  }),
  /** A pool (dev helper) with a player as its member, who leaves it twice; the pool's member count is what a leave changes. */
  "pool-leave": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const [owner, player] = await Promise.all([1, 2].map(() => account(call, h)));
    const { code } = await devPool(h, owner!.username, { members: [player!.username], maxMembers: 5 });
    const leave = () => call("leavePool", { token: player!.token, json: { pool_code: code } });
    return { first: leave, again: leave, effect: memberCount(call, player!.token, code) };
  }),
  /**
   * A pool (dev helper) of its owner and one member; another player too. A change of its details is
   * asked for by the member, then by the other player (the first not refused is the answer); then by
   * its owner.
   */
  "pool-owner": source<Ownership>(["dev-helpers"], async ({ call, h }) => {
    const [owner, member, other] = await Promise.all([1, 2, 3].map(() => account(call, h)));
    const { code } = await devPool(h, owner!.username, { members: [member!.username], maxMembers: 5 });
    const details = { pool_code: code, min_hashrate: 0, min_NFTs: 1, max_nfts: 3, is_enable: true, pool_price: 0 };
    const update = (token: string, pool_name: string) => call("updatePool", { token, path: { pool_code: code }, json: { ...details, pool_name } });
    return {
      stranger: async () => {
        const byMember = await update(member!.token, "Taken by a member");
        return byMember.status === 403 ? update(other!.token, "Taken by a stranger") : byMember;
      },
      owner: () => update(owner!.token, "Renamed by its owner"),
    };
  }),
  /**
   * A Discord connection's state used twice: the second time with a new code from the provider's
   * consent, so that only the state is used again (a used code is refused on its own).
   */
  "oauth-state": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const flow = await oauthFlow(call, h, await account(call, h), "discord", undefined, op.id);
    return { first: async () => flow.connect(await flow.consent()), again: async () => flow.connect(await flow.consent()) };
  }),
  /** A fresh account's connection started in one session, called back from another session of the same account, then from its own. */
  "oauth-state-of-another-session": source<Ownership>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const owner = await account(call, h);
    const flow = await oauthFlow(call, h, owner, "discord", undefined, op.id);
    const otherSession = tokenOf(await call("login", signIn(owner.username, owner.password)));
    return { stranger: async () => flow.connectAs(otherSession, await flow.consent()), owner: async () => flow.connect(await flow.consent()) };
  }),
  /**
   * A fresh account's Discord connection, called back as an X connection with its state and a code
   * of X's provider: one made for the Discord request's PKCE challenge (a backend that keeps the
   * verifier with the state could exchange it), then one made for X's own request (a backend that
   * keeps it per network could); the first answer that is not the refusal is the stranger's. Then
   * its own Discord callback. X's flow starts first, so that one pending connection per session
   * still leaves the Discord state live.
   */
  "oauth-state-of-another-network": source<Ownership>(["dev-helpers"], async ({ call, h }, p, op) => {
    const owner = await account(call, h);
    const x = await oauthFlow(call, h, owner, "twitter", undefined, op.id);
    const flow = await oauthFlow(call, h, owner, "discord", undefined, op.id);
    return {
      stranger: async () => {
        const withItsChallenge = await x.connectAs(owner.token, await x.consent({ code_challenge: flow.challenge }), flow.state);
        if (withItsChallenge.status !== p.stranger) return withItsChallenge;
        return x.connectAs(owner.token, await x.consent(), flow.state);
      },
      owner: async () => flow.connect(await flow.consent()),
    };
  }),
  /** A Discord connection started for a fresh account, called back by another fresh account with the state and a code of its consent; then by its own player with a new code. */
  "oauth-state-of-another": source<Ownership>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [owner, other] = await Promise.all([account(call, h), account(call, h)]);
    const flow = await oauthFlow(call, h, owner, "discord", undefined, op.id);
    return { stranger: async () => flow.connectAs(other.token, await flow.consent()), owner: async () => flow.connect(await flow.consent()) };
  }),
  /**
   * Discord connections, each started for a fresh account (one connection an account); a use takes
   * a new code from the provider's consent at the time of the use, so only the state's age can
   * refuse it, not the code's.
   */
  "oauth-states": source<Expiring>(["dev-helpers", "clock"], async ({ call, h }, _p, op) => ({
    issue: async () => {
      const flow = await oauthFlow(call, h, await account(call, h), "discord", undefined, op.id);
      return async () => flow.connect(await flow.consent());
    },
  })),
  /** A fresh account that connected Discord (the OAuth flow, our mock's provider): its claims of CONNECT_DISCORD's points. */
  "template-claim": source<CapRefused>(["dev-helpers"], async ({ call, h }) => {
    const a = await account(call, h);
    const flow = await oauthFlow(call, h, a, "discord");
    expectStatus(await flow.connect(await flow.consent()), 200, "connecting Discord");
    const claim = () => call("claimPoint", { token: a.token, json: { template_name: ["CONNECT_DISCORD"] } });
    return { within: claim, over: claim };
  }),
  /**
   * A fresh account that holds the Welcome Hero badge (a bound wallet, a dev helper), which opens the
   * other badges' tasks: its claims of the operation's own example task (the contract's example body
   * and path), twice.
   */
  "badge-task": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await badgeHolder(call, h);
    const claim = () => call(op.id, { token: a.token, json: op.body?.example });
    return { first: claim, again: claim };
  }),
  /**
   * A fresh account eligible for the TGE (a bound wallet, a dev helper; the Welcome Hero badge
   * claimed) with every part of a choice in place (the method cex, an exchange account), so that
   * verifyTge succeeds after whichever part is changed.
   */
  "eligible-player": source<Final>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await badgeHolder(call, h);
    expectStatus(await call("setAirdropMethod", { token: a.token, json: { airdrop_method: "cex" } }), 200, "choosing the exchange");
    // an exchange account of its own, stored by the change too (not the example's): one that another
    // account's verified choice pays is refused at verify, as on a second run against the same backend
    const account = { cex_name: "Bybit", uid: newUid() };
    expectStatus(await call("storeCex", { token: a.token, json: account }), 200, "storing the exchange account");
    return { token: a.token, body: op.id === "storeCex" ? account : undefined };
  }),
  /** The team's assignments of the Black badge (a dev helper) to fresh accounts until the supply is reached, and one more. */
  "black-assignment": source<CapRefused>(["dev-helpers", "own-target"], async ({ call, h }, p) => {
    const max = p.max as number;
    const assign = (username: string) =>
      fetch(new URL("/__dev/campaign/black", h.target), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username }),
        signal: AbortSignal.timeout(h.timeoutMs),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { assigned?: number } }));
    const made = async () => {
      const username = unique("bk").toLowerCase();
      await dev(h, "POST", "/__dev/users", { username, email: `${username}@conformance.test`, password: "conformance-1", referralVerified: true });
      return username;
    };
    let lastAssigned = "";
    for (let n = 0; n < max + 1;) {
      // fresh accounts ten at a time (the helper hashes their passwords), assigned one by one
      const batch = await Promise.all(Array.from({ length: 10 }, made));
      for (const username of batch) {
        const answer = await assign(username);
        if (answer.status !== 200) throw new Error(`the supply was reached after ${n} assignments here, not at ${max}: ${answer.status}`);
        n = answer.body.assigned ?? n + 1;
        lastAssigned = username;
        if (n >= max) break;
      }
      if (n >= max) break;
    }
    const extra = await made();
    await assign(extra); // refused where the cap holds: what a client sees is checked below
    const tasks = (username: string) => async () => {
      const login = await call("login", signIn(username, "conformance-1"));
      expectStatus(login, 200, `sign-in of ${username}`);
      return call("claimBadgeTask", { token: tokenOf(login), path: { badge: "ascended" }, json: { task: "join_task" } });
    };
    return { within: tasks(lastAssigned), over: tasks(extra) };
  }),
  /** The partner's registered redirect URI, asked about through ssoClient. */
  partner: source<ExactMatch>(["partner"], async ({ call, h }) => ({
    registered: h.partner!.redirectUri,
    ask: (value) => call("ssoClient", { query: { client_id: h.partner!.clientId, redirect_uri: value } }),
  })),
  "two-accounts": source<Masked>(["two-accounts"], async ({ call, h }) => {
    const [a, b] = await twoAccounts(call, h);
    return { stranger: a.token, owner: b };
  }),
  /** A stranger, and an owner with a wallet bound through the contract's bind message. */
  "stranger-and-wallet-owner": source<Masked>(["dev-helpers", "site"], async ({ call, h }) => {
    const [stranger, owner] = await Promise.all([account(call, h), accountWithWallet(call, h)]);
    return { stranger: stranger.token, owner };
  }),
  /** The operation for an address that has an account (a fresh account's), and for one that has none; a sign-up with a new username each. */
  "known-and-unknown-address": source<Alike>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const owner = await account(call, h);
    const known = `${owner.username}@conformance.test`;
    const unknown = `${unique("nobody")}@conformance.test`;
    const side = (email: string): AlikeSide => {
      const username = unique("al");
      const send = async () => call(op.id, { json: addressRequest(op, await captcha(call, h), username, email) });
      return { send, own: [email, username] };
    };
    return { known: side(known), unknown: side(unknown) };
  }),
  /** A fresh account's email change to another account's address, and to an address that has none. */
  "email-change-addresses": source<Alike>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [changer, owner] = await Promise.all([account(call, h), account(call, h)]);
    const known = `${owner.username}@conformance.test`;
    const unknown = `${unique("nobody")}@conformance.test`;
    // what the changer reads after each (its pending address among it)
    const seen = async () => (await call("getUserInfo", { token: changer.token })).body;
    const side = (email: string): AlikeSide => ({ send: () => call(op.id, { token: changer.token, json: { email } }), own: [email], seen });
    return { known: side(known), unknown: side(unknown) };
  }),
  /** A stranger whose friend request to the owner is pending, an owner with a wallet bound through the contract's bind message, and a friend whose request the owner accepted. */
  "stranger-friend-and-wallet-owner": source<Masked>(["dev-helpers", "site"], async ({ call, h }) => {
    const [stranger, owner, friend] = await Promise.all([account(call, h), accountWithWallet(call, h), account(call, h)]);
    const { accept } = await pendingRequest(call, h, [friend, owner]);
    expectStatus(await accept(owner.token)(), 200, "the owner's acceptance of the friend request");
    // the stranger's own request to the owner stays pending: a request is no friendship
    expectStatus(await call("sendFriendRequest", { token: stranger.token, json: { username: owner.username } }), 200, "the stranger's friend request");
    return { stranger: stranger.token, owner, friend: friend.token };
  }),
  /** An inviter's become-friend code (createFriendInvite), used by one fresh account, then by another. */
  "become-friend-code": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const [inviter, first, second] = [await account(call, h), await account(call, h), await account(call, h)];
    const invite = await call("createFriendInvite", { token: inviter.token });
    expectStatus(invite, 200, "a become-friend code");
    const json = { data: (invite.body as { code: string }).code };
    return { first: () => call("connectFriend", { token: first.token, json }), again: () => call("connectFriend", { token: second.token, json }) };
  }),
  /** A fresh account's sign-ins; "sign out everywhere else" from one of them. */
  "end-others": endingSessions(async (call, token) => {
    expectStatus(await call("endOtherSessions", { token }), 200, "signing out everywhere else");
    return token;
  }),
  /** Sign-outs of a fresh account's sessions. */
  "sign-out": endingSessions(async (call, token) => {
    expectStatus(await call("logout", { token }), 200, "sign-out");
    return null;
  }),
  /** What a fresh account's password opened, ended by a reset (resetPassword, or the site's siteConfirmPassword) or a password change. */
  "password-grants-reset": passwordGrants(resetWith("resetPassword")),
  "password-grants-site-reset": passwordGrants(resetWith("siteConfirmPassword")),
  "password-grants-change": passwordGrants(async (call, _h, a) => async () => {
    const changed = await call("changePassword", { token: a.token, json: { current_password: a.password, new_password: a.next } });
    expectStatus(changed, 200, "the password change");
  }),
  /** A password change of a fresh account; the caller goes on with the answer's token. */
  "password-change": endingSessions(async (call, token) => {
    const changed = await call("changePassword", { token, json: { current_password: "conformance-1", new_password: "conformance-2" } });
    expectStatus(changed, 200, "the password change");
    return (changed.body as { token?: string }).token ?? null;
  }),
  /** Friend requests of one fresh account to three others (a variant is the receiver). */
  "friend-request": source<Replay>(["dev-helpers"], async ({ call, h }) => {
    const [a, ...to] = await Promise.all([1, 2, 3, 4].map(() => account(call, h)));
    return {
      send: (key, variant) => call("sendFriendRequest", { token: a!.token, json: { username: to[variant]!.username }, headers: { "Idempotency-Key": key } }),
      done: async () => {
        const pending = await call("getPendingFriendRequests", { token: to[0]!.token });
        return (pending.body as { result: { username: string }[] }).result.filter((r) => r.username === a!.username).length;
      },
    };
  }),
  /** Two fresh accounts: a request from one to the other, then one back (a pair has one request, whoever sends it). */
  "friend-pair": source<CapRefused>(["dev-helpers"], async ({ call, h }) => {
    const [a, b] = await Promise.all([account(call, h), account(call, h)]);
    return {
      within: () => call("sendFriendRequest", { token: a.token, json: { username: b.username } }),
      over: () => call("sendFriendRequest", { token: b.token, json: { username: a.username } }),
    };
  }),
  /** A friend request from one fresh account to another, then (declined by its receiver) the same request again. */
  "friend-declined": source<CapRefused>(["dev-helpers"], async ({ call, h }) => {
    const [a, b] = await Promise.all([account(call, h), account(call, h)]);
    const send = () => call("sendFriendRequest", { token: a.token, json: { username: b.username } });
    return {
      within: send,
      over: async () => {
        const pending = await call("getPendingFriendRequests", { token: b.token });
        const request = (pending.body as { result: { friendship_id: number; username: string }[] }).result.find((r) => r.username === a.username);
        if (!request) throw new Error("the request is not pending for its receiver");
        expectStatus(
          await call("updateFriendRequest", { token: b.token, json: { friendship_id: request.friendship_id, status: "rejected" } }),
          200,
          "declining it",
        );
        return send();
      },
    };
  }),
  /** A friend request from one fresh account to another, accepted by its sender (the id from the receiver's pending list), then by its receiver. */
  "friend-answer": source<Ownership>(["dev-helpers"], async ({ call, h }) => {
    const { sender, receiver, accept } = await pendingRequest(call, h);
    return { stranger: accept(sender.token), owner: accept(receiver.token) };
  }),
  /** A friend request between two fresh accounts, accepted by its receiver twice; the receiver's friends list is what an answer changes. */
  "friend-accept": source<SingleUse>(["dev-helpers"], async ({ call, h }) => {
    const { receiver, accept } = await pendingRequest(call, h);
    const friends = async () => (await call("getFriends", { token: receiver.token, query: { page: "1", item_per_page: "7" } })).body;
    return { first: accept(receiver.token), again: accept(receiver.token), effect: friends };
  }),
  /** A fresh account with a bound wallet (a dev helper), which opens the Welcome Hero badge: its claims of the operation's example badge. */
  "badge-claim": source<SingleUse>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const a = await account(call, h);
    await dev(h, "POST", "/__dev/users/wallet", { username: a.username });
    const claim = () => call(op.id, { token: a.token, json: op.body?.example });
    return { first: claim, again: claim, effect: async () => (await call("getBadges", { token: a.token })).body };
  }),
  /** Two fresh accounts as `withReferrals` makes them, with the Welcome Hero badge, one with five referrals and one with four, each claiming the New Friend badge. */
  "new-friend-claims": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => newFriendClaims(call, h, op, [5, true], [4, true])),
  /**
   * Two fresh accounts as `withReferrals` makes them, each with five referrals (every condition of
   * the New Friend badge but one), one with the Welcome Hero badge and one without, each claiming
   * the New Friend badge; what the second's claim would change is its badges.
   */
  "new-friend-without-welcome-hero": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => newFriendClaims(call, h, op, [5, true], [5, false])),
  /**
   * The Degen badge claimed by fresh accounts with the Welcome Hero badge and a Telegram account
   * connected (as `telegram-signed`): one with its three tasks complete, and one each with
   * follow_x, follow_telegram or connect_telegram open and both Royal tasks complete (as many tasks
   * as the Degen badge has, but of another badge); what each refused claim would change is its badges.
   */
  "degen-claim-with-a-task-open": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const degen = async (open: DegenTask | null) => {
      const a = await royalTasksDone(call, h, open ? ROYAL_TASKS : []);
      expectStatus(await (await telegramLogin(call, h, a))(), 200, "connecting a Telegram account");
      await degenTasks(
        call,
        a.token,
        DEGEN_TASKS.filter((t) => t !== open),
      );
      return badgeClaim(call, op, a.token, "RARE");
    };
    const [done, ...refused] = await Promise.all([degen(null), ...DEGEN_TASKS.map(degen)]);
    const [first, ...others] = refused as [ReturnType<typeof badgeClaim>, ...ReturnType<typeof badgeClaim>[]];
    return { open: done.send, stepped: first.send, effect: first.badges, also: others.map((o) => ({ stepped: o.send, effect: o.badges })) };
  }),
  /**
   * The Royal badge claimed by three fresh accounts with the Welcome Hero badge: one with both Royal
   * tasks complete, one with verify_link only and one with join_task only, each of these two with
   * follow_x and follow_telegram of the Degen badge complete too (as many tasks as the Royal badge
   * has, but of another badge); what each refused claim would change is its badges.
   */
  "royal-claim-with-a-task-open": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [done, noJoin, noLink] = await Promise.all([
      royalTasksDone(call, h, ROYAL_TASKS),
      royalTasksDone(call, h, ["verify_link"]),
      royalTasksDone(call, h, ["join_task"]),
    ]);
    for (const other of [noJoin, noLink]) await degenTasks(call, other.token, ["follow_x", "follow_telegram"]);
    const [first, second] = [badgeClaim(call, op, noJoin.token, "EPIC"), badgeClaim(call, op, noLink.token, "EPIC")];
    return {
      open: badgeClaim(call, op, done.token, "EPIC").send,
      stepped: first.send,
      effect: first.badges,
      also: [{ stepped: second.send, effect: second.badges }],
    };
  }),
  /**
   * The operation's example task claim (a post link of its own) by two fresh accounts with a bound
   * wallet (a dev helper), one that has claimed the Welcome Hero badge and one that has not; what
   * the second's would change is its tasks, read as a client reads them.
   */
  "task-claim-without-welcome-hero": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [holder, newcomer] = await Promise.all([badgeHolder(call, h), walletAccount(call, h)]);
    const example = op.body?.example as Record<string, unknown>;
    const claim = (token: string) => () => call(op.id, { token, json: { ...example, ...("link" in example ? { link: postLink() } : {}) } });
    const tasks = async () => {
      const read =
        op.id === "claimWeb3BadgeTask"
          ? call("getWeb3BadgeTasks", { token: newcomer.token })
          : call("getBadgeTasks", { token: newcomer.token, path: { badge: "royal" } });
      return expectStatus(await read, 200, "the badge's tasks").body;
    };
    return { open: claim(holder.token), stepped: claim(newcomer.token), effect: tasks };
  }),
  /** The operation's example claim (the Welcome Hero badge) by a fresh account with a wallet bound (a dev helper), and by one without; what the second's would change is its badges. */
  "badge-claim-with-and-without-wallet": source<StepUp>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const [withWallet, without] = await Promise.all([account(call, h), account(call, h)]);
    await dev(h, "POST", "/__dev/users/wallet", { username: withWallet.username });
    const claim = (token: string) => () => call(op.id, { token, json: op.body?.example });
    return { open: claim(withWallet.token), stepped: claim(without.token), effect: async () => (await call("getBadges", { token: without.token })).body };
  }),
  /** A sign-up that is valid but for the field under test; its email's name is not the username, so only the declared rule refuses. */
  "sign-up": source<Refused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const username = unique("pw");
    const valid = { username, email: otherEmail(), password: "conformance-1" };
    return {
      valid,
      send: async (fields) => call(op.id, { json: { ...(await captcha(call, h)), ...valid, user_from: brand.slug, referral_code: "", ...fields } }),
    };
  }),
  /**
   * A reset key mailed to a fresh account whose email's name is not its username (so only the
   * declared rule refuses); a refused password leaves the key usable, so one key serves every value.
   */
  "reset-key-password": source<Refused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const email = otherEmail();
    const { username } = await account(call, h, email);
    const resetToken = await resetMailKey(call, h, email);
    return { valid: { username, email }, send: (fields) => call(op.id, { json: { password: "conformance-2", resetToken, ...fields } }) };
  }),
  /** A password change of a fresh, signed-in account (its email's name not its username), the current password right. */
  "new-password": source<Refused>(["dev-helpers"], async ({ call, h }, _p, op) => {
    const email = otherEmail();
    const { username, token } = await account(call, h, email);
    return {
      valid: { username, email },
      send: (fields) => call(op.id, { token, json: { current_password: "conformance-1", new_password: "conformance-2", ...fields } }),
    };
  }),
} satisfies Record<string, Source<unknown>>;

// ---------------------------------------------------------------- one generic check per kind

/** Moves the target's clock forward (--clock, or our mock's /__dev/clock). */
async function advanceClock(h: Helpers, ms: number) {
  const r = await fetch(h.clock!, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ advanceMs: ms }),
    signal: AbortSignal.timeout(h.timeoutMs),
  });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`moving the target's clock (${h.clock}) answered ${r.status}`);
}

/** A registered URL's near misses: a character more or less, a path, a query, a trailing slash, another case, a user-info prefix. */
const urlVariants = (r: string) => {
  const url = new URL(r);
  return [
    `${r}x`,
    `${r}/`,
    `${r}/../evil`,
    `${r}?next=https://evil.example`,
    `${r}.evil.example`,
    r.slice(0, -1),
    `${url.protocol}//${url.host.toUpperCase()}${url.pathname}${url.search}`,
    `${url.protocol}//evil.example@${url.host}${url.pathname}`,
  ];
};

/** A registered host's (host[:port]) near misses: a character more or less, another port, a subdomain of it or it of another, a path, another case, a user-info prefix. */
const hostVariants = (r: string) => {
  const url = new URL(`http://${r}`);
  const port = Number(url.port || 80);
  return [
    `${r}x`,
    r.slice(0, -1),
    `${url.hostname}:${port === 65535 ? port - 1 : port + 1}`,
    `${url.hostname}.evil.example${url.port ? `:${url.port}` : ""}`,
    `evil.example.${r}`,
    `${r}/evil`,
    r.toUpperCase(),
    `evil.example@${r}`,
  ];
};

/** The seconds of an ISO 8601 duration of days, hours, minutes and seconds (a limit's window: PT15M, P1D). */
export function seconds(duration: string) {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!m || duration === "P" || duration.endsWith("T")) throw new Error(`not a duration of days, hours, minutes and seconds: ${duration}`);
  const [d = 0, h = 0, min = 0, s = 0] = m.slice(1).map((x) => Number(x ?? 0));
  return ((d * 24 + h) * 60 + min) * 60 + s;
}

/** Operations a session token opens in the Authorization header: every GET that needs one and nothing else. */
const headerProbes = (ops: Operation[]) => ops.filter((op) => op.method === "GET" && op.auth === "required" && op.parameters.every((p) => !p.required));
/** Operations that take the session token in the body (a `token` property), with the body of their example. */
const bodyProbes = (ops: Operation[]) =>
  ops.filter((op) => op.schemes.includes("bearerAuth") && op.body?.contentType === "application/json" && "token" in bodyProperties(op.body.schema).properties);

/** Writes that take the session in the header, have no path parameter and a JSON body or none (their example is sent). */
const writeProbes = (ops: Operation[]) =>
  ops.filter(
    (op) =>
      op.method !== "GET" &&
      op.auth === "required" &&
      op.parameters.every((p) => p.in !== "path") &&
      (!op.body || (op.body.contentType === "application/json" && !("token" in bodyProperties(op.body.schema).properties))),
  );

/** Where a session token goes: the GETs' header, the body-token operations' body, the header of the writes (their examples sent). */
type Place = "header" | "body" | "writes";

/**
 * `token` sent wherever the contract takes a session (at `places`, but to the operations `except`):
 * each answers `answer`, or the check fails saying which did not (`whose`: whose token it is).
 */
async function refusedWhereASessionIs(call: Call, token: string, places: Place[], except: string[], answer: number, whose: string) {
  const ops = operations().filter((o) => !except.includes(o.id));
  type Send = { place: string; probe: Operation; request: Parameters<Call>[1] };
  const sends: Send[] = [
    ...(places.includes("header") ? headerProbes(ops).map((probe) => ({ place: "header", probe, request: { token } })) : []),
    ...(places.includes("body")
      ? bodyProbes(ops).map((probe) => ({ place: "body", probe, request: { json: { ...(probe.body!.example as object), token } } }))
      : []),
    ...(places.includes("writes") ? writeProbes(ops).map((probe) => ({ place: "header", probe, request: { token, json: probe.body?.example } })) : []),
  ];
  for (const { place, probe, request } of sends) {
    const a = await call(probe.id, request);
    if (a.status !== answer) throw new Error(`${whose} in the ${place} of ${probe.id} answered ${show(a)}, not ${answer}`);
  }
}

/** The limit kind's check: `max` attempts pass, the next is refused with Retry-After within the window, and another client still gets in where declared. */
async function checkLimit(_ctx: Ctx, p: Declared, op: Operation, attempt: Limit) {
  const max = p.max as number;
  for (let i = 1; i <= max; i++) {
    const a = await attempt(i);
    if (a.status === p.answer) throw new Error(`${op.id}: ${p.counts} refused at ${i}, before the declared ${max}`);
    if (attempt.succeeds && !ok(a)) throw new Error(`${op.id}: ${p.counts} number ${i}, a request the operation grants, answered ${show(a)}`);
  }
  const refused = await attempt(max + 1);
  if (refused.status !== p.answer)
    throw new Error(`${op.id}: ${p.counts} number ${max + 1} (the limit is ${max} per ${p.per}) answered ${show(refused)}, not ${p.answer}`);
  // the refusal says when to try again: whole seconds, within the window
  const window = seconds(p.window as string);
  const retry = refused.headers.get("retry-after");
  if (!retry || !/^[1-9][0-9]*$/.test(retry) || Number(retry) > window)
    throw new Error(
      `${op.id}: the refusal's Retry-After is ${retry === null ? "missing" : `"${retry}"`}, not a whole number of seconds from 1 to the window's ${window}`,
    );
  // once refused, the right value is refused too: the limit is no oracle that still says which guess was right
  if (attempt.right) {
    const right = await attempt.right();
    if (right.status !== p.answer) throw new Error(`${op.id}: once refused, the right value answered ${show(right)}, not ${p.answer}`);
  }
  if (p.otherClient === undefined) return;
  // the limit is not a lock an attacker can aim: another client, right, still gets in
  if (!attempt.other) throw new Error(`${op.id}: the source ${p.from} gives no other client`);
  const other = await attempt.other();
  if (other.status !== p.otherClient)
    throw new Error(`${op.id}: once one client was refused, another client's right attempt answered ${show(other)}, not ${p.otherClient}`);
}

type Kind = (ctx: Ctx, p: Declared, op: Operation, material: never) => Promise<void>;

/** `act` between two reads of what it would change (`effect`, where a client can read it): its answer, and the change as text, or null. */
async function acted(act: () => Promise<Answer>, effect?: () => Promise<unknown>) {
  const before = JSON.stringify(await effect?.());
  const answer = await act();
  const after = JSON.stringify(await effect?.());
  return { answer, changed: after === before ? null : { before, after } };
}

/** The answer is the declared refusal: its status, and its whole `message` where the promise names one. */
const refusedAs = (a: Answer, p: Declared) => a.status === p.answer && (p.message === undefined || (a.body as { message?: string }).message === p.message);

/** `send` once, or (a promise's `atOnce`) that many times together. */
const sentAtOnce = (p: Declared, send: () => Promise<Answer>) => Promise.all(Array.from({ length: (p.atOnce as number | undefined) ?? 1 }, () => send()));

const KINDS: Record<string, Kind> = {
  "single-use": async (_ctx, p, op, m: SingleUse) => {
    // where a used value is answered 200 with a body that says so, only a second use's body says it
    const usedAnswer = Object.entries((p.againBody ?? {}) as Record<string, unknown>);
    const field = (a: Answer, name: string) => (a.body as Record<string, unknown> | null)?.[name];
    const asUsed = (a: Answer) => a.status === p.again && usedAnswer.every(([name, value]) => field(a, name) === value);
    const asFirst = (a: Answer) => ok(a) && !(usedAnswer.length && asUsed(a));
    // the first use, or (atOnce) that many first uses sent together: one is the use, the others second uses
    const firsts = await sentAtOnce(p, m.first);
    const uses = firsts.filter(asFirst);
    if (firsts.length === 1 && !ok(firsts[0]!)) throw new Error(`the first use answered ${show(firsts[0]!)}`);
    if (firsts.length === 1 && !uses.length) throw new Error(`${op.id}: the first use of a new ${p.value} answered ${show(firsts[0]!)}, as a used one`);
    if (uses.length !== 1 || !firsts.every((a) => asFirst(a) || asUsed(a)))
      throw new Error(
        `${op.id}: the first use of a new ${p.value} sent ${firsts.length} times at once answered ${firsts.map(show).join("; ")}: not one use, the others as a second use (${p.again})`,
      );
    const { answer: again, changed } = await acted(m.again, m.effect);
    if (again.status !== p.again) throw new Error(`${op.id}: the ${p.value} used a second time answered ${show(again)}, not ${p.again}`);
    if (changed) throw new Error(`${op.id}: the ${p.value} used a second time changed ${changed.before} to ${changed.after}`);
    // a second use answered 200 says in its body that nothing was done
    for (const [name, value] of usedAnswer)
      if (field(again, name) !== value)
        throw new Error(`${op.id}: the ${p.value} used a second time answered ${show(again)}, not ${name} ${JSON.stringify(value)}`);
    // the value is used, not its bytes: sent another way, it is refused too (as a second use, or as malformed)
    for (const variant of m.variants ?? []) {
      const { answer, changed: by } = await acted(variant.use, m.effect);
      if ((answer.status !== p.again && (answer.status < 400 || answer.status > 499)) || by)
        throw new Error(
          `${op.id}: ${variant.what}, sent after the first use, answered ${show(answer)}${by ? ` and changed ${by.before} to ${by.after}` : ""}, not ${p.again}`,
        );
    }
  },
  signed: async (_ctx, p, op, m: Signed) => {
    const forgeries = { signature: `its ${p.signature} changed by one character`, data: `a signed field changed (its ${p.signature} kept)` };
    for (const [tamper, what] of Object.entries(forgeries) as [Tamper, string][]) {
      const forged = await m.send(tamper);
      if (forged.status !== p.answer) throw new Error(`${op.id}: the request with ${what} answered ${show(forged)}, not ${p.answer}`);
    }
    const genuine = await m.send("none");
    if (!ok(genuine)) throw new Error(`${op.id}: the request as ${p.by} signed it answered ${show(genuine)}`);
  },
  ownership: async (_ctx, p, op, m: Ownership) => {
    const stranger = await m.stranger();
    if (stranger.status !== p.stranger)
      throw new Error(`${op.id}: ${p.resource}, used by another than its owner, answered ${show(stranger)}, not ${p.stranger}`);
    const owner = await m.owner();
    if (!ok(owner)) throw new Error(`${op.id}: its owner's own request answered ${show(owner)}`);
  },
  "no-lockout": async (_ctx, p, op, m: NoLockout) => {
    const attempts = p.attempts as number;
    for (let i = 1; i <= attempts; i++) {
      const a = await m.wrong(i);
      if (ok(a)) throw new Error(`${op.id}: ${p.counts}, number ${i}, answered ${show(a)}: a made-up value was taken`);
      if (a.status === 429) throw new Error(`${op.id}: ${p.counts}, number ${i}, answered ${show(a)}: they are counted`);
    }
    const right = await m.right();
    if (right.status !== p.answer) throw new Error(`${op.id}: after ${attempts} ${p.counts}, the right attempt answered ${show(right)}, not ${p.answer}`);
  },
  limit: async (ctx, p, op, attempt: Limit) => {
    let failed: unknown;
    try {
      await checkLimit(ctx, p, op, attempt);
    } catch (error) {
      failed = error;
    }
    // what ends a shared refusal runs whatever the check found; its own failure is told beside the check's
    const ended = await attempt.after?.().then(
      () => null,
      (error: unknown) => error as Error,
    );
    if (failed && ended) throw new Error(`${(failed as Error).message}; and after it: ${ended.message}`);
    if (failed) throw failed;
    if (ended) throw ended;
  },
  cap: async (_ctx, p, op, m: CapRefused | CapEndsOldest) => {
    if (p.over === "ends-oldest") {
      const s = m as CapEndsOldest;
      const max = p.max as number;
      const tokens: string[] = [];
      for (let i = 0; i <= max; i++) tokens.push(await s.signIn());
      const oldest = await s.alive(tokens[0]!);
      if (oldest.status !== 401) throw new Error(`${op.id}: past ${max} ${p.of} the oldest still answers ${show(oldest)}`);
      expectStatus(await s.alive(tokens[1]!), 200, "the second oldest");
      const live = await s.live(tokens[max]!);
      if (live !== max) throw new Error(`${op.id}: the ${p.per} keeps ${live} ${p.of}, not ${max}`);
      return;
    }
    const { within, over } = m as CapRefused;
    // the last within the cap, or (atOnce) that many of it sent together: one is taken, the others are one over
    const lasts = await sentAtOnce(p, within);
    if (lasts.length === 1 && !ok(lasts[0]!)) throw new Error(`${op.id}: the last of the ${p.max ?? p.maxField} ${p.of} answered ${show(lasts[0]!)}`);
    if (lasts.filter(ok).length !== 1 || !lasts.every((a) => ok(a) || a.status === p.over))
      throw new Error(
        `${op.id}: the last of the ${p.max ?? p.maxField} ${p.of} sent ${lasts.length} times at once answered ${lasts.map(show).join("; ")}: not one taken and the others ${p.over}`,
      );
    const more = await over();
    if (more.status !== p.over)
      throw new Error(`${op.id}: one more than the ${p.max ?? p.maxField} ${p.of} (per ${p.per}) answered ${show(more)}, not ${p.over}`);
  },
  "exact-match": async (_ctx, p, op, m: ExactMatch) => {
    const r = m.registered;
    const exact = await m.ask(r);
    if (!ok(exact)) throw new Error(`${op.id}: the registered ${p.field} answered ${show(exact)}`);
    const variants = (r.includes("://") ? urlVariants(r) : hostVariants(r)).filter((v) => v !== r);
    for (const v of variants) {
      const a = await m.ask(v);
      if (a.status !== p.answer) throw new Error(`${op.id}: ${p.field} ${v} (not registered) answered ${show(a)}, not ${p.answer}`);
    }
  },
  "masked-for-strangers": async ({ call }, p, op, m: Masked) => {
    const param = op.parameters.find((x) => x.in === "path")?.name ?? "username";
    const seen = await call(op.id, { token: m.stranger, path: { [param]: m.owner.username } });
    expectStatus(seen, 200, "another player's view");
    const own = await call(p.owner as string, { token: m.owner.token });
    expectStatus(own, 200, "the owner's own view");
    for (const pointer of p.fields as string[]) {
      const at = (body: unknown) =>
        pointer
          .split("/")
          .slice(1)
          .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], body);
      const whole = at(own.body);
      if (typeof whole !== "string" || !whole) throw new Error(`${p.owner}: the owner's ${pointer} is empty`);
      const masked = at(seen.body);
      if (masked === whole) throw new Error(`${op.id}: a stranger reads ${pointer} unmasked: ${whole}`);
      // a masked value is the value with '*' in it, not another value nor nothing (accounts-identity.md §3)
      if (typeof masked !== "string" || !masked.includes("*"))
        throw new Error(`${op.id}: a stranger reads ${pointer} as ${JSON.stringify(masked)}, not a masked value (one with '*' in it)`);
      if (p.friends !== "whole") continue;
      // an accepted friend reads what the owner reads
      if (!m.friend) throw new Error(`${op.id}: the source ${p.from} gives no friend`);
      const friendSees = await call(op.id, { token: m.friend, path: { [param]: m.owner.username } });
      expectStatus(friendSees, 200, "an accepted friend's view");
      if (at(friendSees.body) !== whole)
        throw new Error(`${op.id}: an accepted friend reads ${pointer} as ${JSON.stringify(at(friendSees.body))}, not the owner's ${JSON.stringify(whole)}`);
    }
  },
  "session-end": async ({ call }, p, op, m: SessionEnd) => {
    const caller = await m.signIn();
    const other = p.ends === "this-session" ? null : await m.signIn();
    const next = await m.end(caller);
    const ended = [...(p.ends === "other-sessions" ? [] : [caller]), ...(other ? [other] : [])];
    for (const token of ended) await refusedWhereASessionIs(call, token, p.tokenAt as Place[], [], p.answer as number, `${op.id}: an ended session's token`);
    // all-sessions: nobody goes on (a reset by mail is made without a session)
    if (p.ends === "all-sessions" && next) throw new Error(`${op.id}: declared to end every session, it answered a new one`);
    if (p.ends === "every-session") {
      if (!next || next === caller) throw new Error(`${op.id}: the caller got no new token`);
      expectStatus(await call("getUserInfo", { token: next }), 200, "the caller's new token");
    }
    if (p.ends === "other-sessions") {
      const own = await call("getUserInfo", { token: caller });
      if (own.status !== 200) throw new Error(`${op.id}: the caller's own session answered ${show(own)} after it`);
    }
  },
  "answers-alike": async (_ctx, p, op, m: Alike) => {
    // each side's answer, and what its sender reads after it, with what its own request named in place of it
    const told = async (side: AlikeSide) => {
      const a = await side.send();
      const seen = side.seen ? JSON.stringify(await side.seen()) : "";
      const own = (text: string) => side.own.reduce((t, value) => t.split(value).join("<own>"), text);
      return { a, text: own(`${a.status} ${JSON.stringify(a.body)} ${a.headers.get("location") ?? ""}`), seen: own(seen) };
    };
    const known = await told(m.known);
    const unknown = await told(m.unknown);
    if (!ok(unknown.a)) throw new Error(`${op.id}: the request (${p.between}, the ordinary one) answered ${show(unknown.a)}`);
    if (known.text !== unknown.text) throw new Error(`${op.id}: answered ${show(known.a)} and ${show(unknown.a)}: ${p.between} can be told apart`);
    if (known.seen !== unknown.seen)
      throw new Error(
        `${op.id}: what the sender reads after differs (${known.seen.slice(0, 160)} and ${unknown.seen.slice(0, 160)}): ${p.between} can be told apart`,
      );
  },
  "token-scope": async ({ call }, p, op, m: Scoped) => {
    const token = await m.token();
    const opens = p.opens as string[];
    // refused everywhere else first: a single-use token used by what it opens would be refused anyway
    await refusedWhereASessionIs(call, token, ["header", "body", "writes"], opens, p.answer as number, `${op.id}: its token`);
    for (const id of opens) {
      const a = await (m.open ? m.open(id, token) : call(id, { token }));
      if (!ok(a)) throw new Error(`${op.id}: its token on ${id}, which it opens, answered ${show(a)}`);
    }
  },
  "idempotent-replay": async (_ctx, p, op, m: Replay) => {
    const key = `conformance-${crypto.randomUUID()}`;
    const first = await m.send(key, 0);
    if (!ok(first)) throw new Error(`${op.id}: the first request with a key answered ${show(first)}`);
    const again = await m.send(key, 0);
    if (again.status !== first.status || JSON.stringify(again.body) !== JSON.stringify(first.body))
      throw new Error(`${op.id}: the same request with the same ${p.header} answered ${show(again)}, not the first answer`);
    const done = await m.done();
    if (done !== 1) throw new Error(`${op.id}: one intent was done ${done} times`);
    const other = await m.send(key, 1);
    if (other.status !== p.mismatch) throw new Error(`${op.id}: the same ${p.header} with another body answered ${show(other)}, not ${p.mismatch}`);
    // two at once with one key: one is done, the other is the first answer or 409 while it runs
    const pairKey = `conformance-${crypto.randomUUID()}`;
    const pair = (await Promise.all([1, 2].map(() => m.send(pairKey, 2)))).map((a) => a.status).sort();
    if (pair.join() !== "200,200" && pair.join() !== "200,409") throw new Error(`${op.id}: two requests at once with one key answered ${pair.join(", ")}`);
  },
  "not-yet": async (_ctx, p, op, m: NotYet) => {
    const key = `conformance-${crypto.randomUUID()}`;
    const early = await m.send(key);
    if (early.status !== p.answer) throw new Error(`${op.id}: a request before ${p.until} answered ${show(early)}, not ${p.answer}`);
    if (!/^\d+$/.test(early.headers.get("retry-after") ?? "")) throw new Error(`${op.id}: its ${p.answer} says no Retry-After in seconds`);
    await m.ready();
    // the same request with the same key: the early answer must not have been kept for it
    const later = await m.send(key);
    if (!ok(later))
      throw new Error(`${op.id}: the same request with the same ${p.header}, once ${p.until}, answered ${show(later)}: the early answer was kept`);
  },
  final: async ({ call }, p, op, m: Final) => {
    const after = operations().find((o) => o.id === p.after);
    if (!after) throw new Error(`${op.id}: no operation ${p.after} in the contract`);
    // the change is the source's request, else the contract's example, before and after the operation that makes it final
    const change = () => call(op.id, { token: m.token, json: m.body ?? op.body?.example });
    const before = await change();
    if (!ok(before)) throw new Error(`${op.id}: the change before ${p.after} answered ${show(before)}`);
    const done = await call(after.id, { token: m.token, json: after.body?.example });
    if (!ok(done)) throw new Error(`${p.after} answered ${show(done)}`);
    const again = await change();
    if (again.status !== p.answer) throw new Error(`${op.id}: the change after ${p.after} answered ${show(again)}, not ${p.answer}`);
  },
  expires: async ({ h }, p, op, m: Expiring) => {
    const after = p.after as number;
    if (p.clock === "chain") {
      // the chain's clock: a value as old as asked, by its block's time against the latest block's
      if (!m.issueAged) throw new Error(`${op.id}: the source ${p.from} makes no ${p.value} of a given age`);
      // exact to the second: the chain's clock does not run between a block and the latest
      const within = await (await m.issueAged(after))();
      if (!ok(within)) throw new Error(`${op.id}: a ${p.value} ${after} s old on the chain's clock answered ${show(within)}`);
      const expired = await (await m.issueAged(after + 1))();
      if (!refusedAs(expired, p))
        throw new Error(
          `${op.id}: a ${p.value} ${after + 1} s old on the chain's clock (it counts ${after} s) answered ${show(expired)}, not ${p.answer} ${p.message ?? ""}`,
        );
      return;
    }
    const every = p.usedEvery as number | undefined;
    if (every !== undefined && every >= after - 2) throw new Error(`${op.id}: usedEvery (${every} s) leaves no use within the lifetime of ${after} s`);
    // the target's time `seconds` after `issued`: its clock moved, with usedEvery in steps and the
    // value used after each (a use must not stretch its lifetime); the real time the steps took
    // counts, since the target's clock runs meanwhile
    const wait = async (use: () => Promise<Answer>, seconds: number, issued: number) => {
      let moved = 0;
      for (; every && seconds - moved > every; moved += every) {
        await advanceClock(h, every * 1000);
        const kept = await use();
        if (!ok(kept)) throw new Error(`${op.id}: a ${p.value} used every ${every} s answered ${show(kept)} ${moved + every} s after it was issued`);
      }
      await advanceClock(h, Math.max(0, seconds * 1000 - moved * 1000 - (Date.now() - issued)));
    };
    // one value used just before its lifetime ends, another just after (the real time counted from
    // before the first's issue and from after the second's, so that neither is nearer its end than said)
    const before = Date.now();
    const inTime = await m.issue();
    await wait(inTime, after - 2, before);
    const within = await inTime();
    if (!ok(within)) throw new Error(`${op.id}: a ${p.value} used ${after - 2} s after it was issued answered ${show(within)}`);
    const late = await m.issue();
    await wait(late, after + 1, Date.now());
    const expired = await late();
    if (!refusedAs(expired, p))
      throw new Error(
        `${op.id}: a ${p.value} used ${after + 1} s after it was issued (it lives ${after} s) answered ${show(expired)}, not ${p.answer} ${p.message ?? ""}`,
      );
  },
  "grants-end": async (_ctx, p, op, m: GrantsEnd) => {
    const ends = p.ends as Record<string, number>;
    const before = await m.grant();
    await m.end();
    for (const [grant, answer] of Object.entries(ends)) {
      const use = before[grant];
      if (!use) throw new Error(`${op.id}: the source ${p.from} makes no ${grant}`);
      const a = await use();
      if (a.status !== answer) throw new Error(`${op.id}: a ${grant} made before it answered ${show(a)} after it, not ${answer}`);
    }
    // the same grants made after it work: the refusals were its doing
    const after = await m.grant();
    for (const grant of Object.keys(ends)) {
      const a = await after[grant]!();
      if (!ok(a)) throw new Error(`${op.id}: a ${grant} made after it answered ${show(a)}`);
    }
  },
  superseded: async (_ctx, p, op, m: Superseded) => {
    // the earlier value first: the later one's use would end it anyway
    const earlier = await m.earlier();
    if (earlier.status !== p.answer)
      throw new Error(`${op.id}: a ${p.value} used after ${p.by as string} issued another answered ${show(earlier)}, not ${p.answer}`);
    const later = await m.later();
    if (!ok(later)) throw new Error(`${op.id}: the ${p.value} ${p.by as string} issued last answered ${show(later)}`);
    const missing = await m.effect();
    if (missing) throw new Error(`${op.id}: the ${p.value} ${p.by as string} issued last answered ${show(later)}, but ${missing}`);
  },
  "step-up": async (_ctx, p, op, m: StepUp) => {
    const open = await m.open();
    if (!ok(open)) throw new Error(`${op.id}: the request of an account without the step (unless ${p.when}) answered ${show(open)}`);
    for (const one of [{ stepped: m.stepped, effect: m.effect }, ...(m.also ?? [])]) {
      const { answer: stepped, changed } = await acted(one.stepped, one.effect);
      // the refusal's message whole, or matched whole by messagePattern
      const message = (stepped.body as { message?: string }).message;
      const said = p.message !== undefined ? message === p.message : new RegExp(`^(?:${p.messagePattern as string})$`).test(message ?? "");
      if (stepped.status !== p.answer || !said)
        throw new Error(`${op.id}: the request when ${p.when} answered ${show(stepped)}, not ${p.answer} ${p.message ?? `/${p.messagePattern as string}/`}`);
      if (changed) throw new Error(`${op.id}: the refused request changed what it does: ${changed.before.slice(0, 160)} became ${changed.after.slice(0, 160)}`);
    }
  },
  "refused-input": async (_ctx, p, op, m: Refused) => {
    const values = p.equals ? [m.valid[p.equals as string]!] : (p.values as string[]);
    for (const value of values) {
      const a = await m.send({ [p.field as string]: value });
      const what = p.equals ? `${p.field} equal to ${p.equals}` : `${p.field} ${value}`;
      if (a.status !== p.answer) throw new Error(`${op.id}: ${what} answered ${show(a)}, not ${p.answer}`);
      const errors = (a.body as { errors?: { path: string }[] }).errors ?? [];
      if (!errors.some((e) => e.path === p.field)) throw new Error(`${op.id}: ${what}: the refusal names no ${p.field} field: ${show(a)}`);
    }
    if (!m.control) return;
    const control = await m.control();
    if (!ok(control)) throw new Error(`${op.id}: the same request with its valid ${p.field} answered ${show(control)}`);
  },
};

/**
 * `ctx` whose every request comes from `address` (vouched for by the target's trusted proxy), where
 * a request names no client of its own: a per-client limit is counted for a client of its own, at
 * the declared number, whatever a test backend grants the runner's own address.
 */
const asClient = (ctx: Ctx, address: string): Ctx => ({
  ...ctx,
  call: (id, req) => ctx.call(id, { ...req, headers: { ...fromAddress(ctx.h, address), ...req?.headers } }),
});

export interface PromiseCheck {
  /** The check's name in the report: "<kind>: <id>: <what it promises>". */
  name: string;
  kind: string;
  id: string;
  /** It runs after every other check (its source changes what every client shares). */
  last: boolean;
  run: (ctx: Ctx) => Promise<void>;
  /** Why it cannot run against this target, or null. */
  skip: (h: Helpers) => string | null;
}

/** Every promise of the contract, as its check; a promise of an unknown kind or source is a check that fails, naming it. */
export function promiseChecks(ops: Operation[] = operations()): PromiseCheck[] {
  return ops.flatMap((op) =>
    op.promises.map((p) => {
      const kind = KINDS[p.kind];
      const src = (SOURCES as Record<string, Source<unknown>>)[p.from];
      // a per-client limit, and what must not lock a client, are checked from a client of its own: the
      // runner's address has used its counts already
      const ownClient = (p.kind === "limit" && p.per === "client") || p.kind === "no-lockout";
      return {
        name: `${p.kind}: ${p.id}: ${p.says}`,
        kind: p.kind,
        id: p.id,
        last: src?.shared ?? false,
        skip: (h: Helpers) => {
          const missing = [...(src?.needs ?? []), ...(ownClient ? (["clients"] as const) : [])].filter((n) => !NEEDS[n](h));
          return missing.length ? `needs ${missing.map((n) => WHY[n]).join("; and ")}` : null;
        },
        run: async (ctx: Ctx) => {
          if (!kind) throw new Error(`${op.id}: no check for the kind ${p.kind}`);
          if (!src) throw new Error(`${op.id}: no source ${p.from} for what the check sends`);
          const own = ownClient ? asClient(ctx, newAddress()) : ctx;
          await kind(own, p, op, (await src.make(own, p, op)) as never);
        },
      };
    }),
  );
}

/** The sources and kinds the runner knows (docs and the lint's own test compare them with the contract). */
export const KNOWN = { kinds: Object.keys(KINDS), sources: Object.keys(SOURCES) };
