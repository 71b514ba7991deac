import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { toast } from "sonner";
import { PRODUCT } from "@/config/brand";
import { SOCIAL_CALLBACK_DEBOUNCE_MS } from "@/config/constants";
import { LINKS } from "@/config/links";
import { apiError, isNetworkFailure } from "@/lib/api-error";
import { LostAnswer, useLostWrites } from "@/components/lost-answer";
import { session } from "@/lib/session";
import { STORAGE_KEYS, storage, storedValue } from "@/lib/storage-keys";
import { useSocialCallback, useStartSocial, type SocialNetwork } from "../api/profile";
import type { UserInfo } from "../api/user-info";
import "@/features/account/account.css";
import { decodeBase64Url } from "@/lib/base64url";
import { BusyButton } from "@/components/busy-button";

/** accounts-identity.md §8: the one text of every failed social connection. */
export const SOCIAL_FAILED = "Could not connect discord, linkedin, twitter or telegram";
/** Why a Telegram account without a username cannot be connected, and what the player can do. */
const TELEGRAM_NO_USERNAME = "Your Telegram account has no username: set one in Telegram (Settings, then Username), then connect again";
/**
 * A connection that failed, started or returning: accounts-identity.md §8's text, with the reason
 * beside it (the server's: an account connected to another player, a limit; or no answer: offline,
 * the server unreachable).
 */
const failed = (e?: unknown) => toast.error(SOCIAL_FAILED, { description: e ? apiError(e, "").message || undefined : undefined });
const NETWORKS: { network: SocialNetwork; name: string; key: "twitter_username" | "discord_username" | "linkedin_username" | "telegram_username" }[] = [
  { network: "twitter", name: "X", key: "twitter_username" },
  { network: "discord", name: "Discord", key: "discord_username" },
  { network: "linkedin", name: "LinkedIn", key: "linkedin_username" },
  { network: "telegram", name: "Telegram", key: "telegram_username" },
];
/** Said when the player cancels on a provider's consent page: nothing was connected, and the way back. */
export const cancelledText = (name: string) => `You cancelled connecting ${name}: nothing was connected. Connect ${name} again whenever you like.`;
/** The state of the connection this tab started: a callback with any other is refused (RFC 9700). */
const startedState = storedValue("session", "social_connect_state");
const X_PAGE = LINKS.X;

/**
 * The social sections (accounts-identity.md §2, §4): a connect button per network, each an OAuth
 * code flow (Telegram: its login page) that returns to /account; X also has Follow, the email Verify
 * Email ('Coming soon').
 */
export function SocialSection({ user }: { user: UserInfo }) {
  const start = useStartSocial();
  const callback = useSocialReturn();
  const connect = (network: SocialNetwork) =>
    start.mutate(
      { path: { provider: network } },
      {
        onSuccess: ({ authorize_url, state }) => {
          if (!/^https?:\/\//.test(authorize_url)) return void failed();
          startedState.set(state);
          window.location.assign(authorize_url);
        },
        onError: failed,
      },
    );
  const follow = () => {
    window.open(X_PAGE, "_blank", "noopener,noreferrer");
    // K19: following cannot be verified at once; the first click says so, the second thanks
    if (storage.get(STORAGE_KEYS.followTwitterCompleted) === "true") {
      storage.remove(STORAGE_KEYS.followTwitterCompleted);
      toast.success(`Thanks for following ${PRODUCT} on X!`);
    } else {
      storage.set(STORAGE_KEYS.followTwitterCompleted, "true");
      toast.error("Can't verify you follow X page, try again");
    }
  };
  return (
    <section className="social" aria-labelledby="social-title">
      <h2 id="social-title" className="account__subtitle">
        Social accounts
      </h2>
      {callback.lost && <LostAnswer what={`${callback.lost.name} may be connected already.`} pending={callback.pending} onRetry={callback.lost.retry} />}
      <ul className="social__list">
        <li className="social__row">
          <span className="social__name">Email</span>
          <span>{user.pending_email ? `${user.pending_email} waits for its link` : user.verified ? "Verified" : "Not verified"}</span>
          {/* a verified address needs no action; a new one waiting for its link gets the spec's Verify
              Email, which only says 'Coming soon' */}
          {(!user.verified || user.pending_email) && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => toast.info("Coming soon")}>
              Verify Email
            </button>
          )}
        </li>
        {NETWORKS.map(({ network, name, key }) => {
          const handle = user.extra_data[key] ?? (network === "linkedin" ? user.extra_data.linked_in_username : null);
          // connected: the network itself proved the handle; a handle typed in the profile form is not
          const connected = !!handle && user.connected_socials.includes(network);
          return (
            <li key={network} className="social__row">
              <span className="social__name">{name}</span>
              <span>{connected ? `Connected as ${handle}` : handle ? `${handle} (not verified)` : "Not connected"}</span>
              <BusyButton type="button" className="btn btn--ghost btn--small" busy={start.isPending} onClick={() => connect(network)}>
                {connected ? `Reconnect ${name}` : handle ? `Connect ${name} to verify` : `Connect ${name}`}
              </BusyButton>
              {network === "twitter" && (
                <button type="button" className="btn btn--ghost btn--small" onClick={follow}>
                  Follow
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Telegram's `tgAuthResult`: base64url of the login data's JSON (UTF-8: names in any script). */
function telegramFields(encoded: string): Record<string, string | number> | null {
  const json = decodeBase64Url(encoded);
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string | number>) : null;
  } catch {
    return null;
  }
}

/**
 * The return to /account from a provider (accounts-identity.md §4): code and state in the query
 * (Telegram: the login data in the fragment). 500 ms after arriving (K06) the address is cleaned,
 * the state is checked against the one this tab started (used once), and the backend connects.
 */
function useSocialReturn() {
  const navigate = useNavigate();
  const { oauth, telegram, claim } = useSocialCallback();
  // no answer: the connection may be made (the code and state are single use, so only the same
  // request, sent again with its key, can tell); the section says so, with Try again (LostAnswer)
  const refused = (e: unknown) => void (isNetworkFailure(e) || failed(e));
  const connectTelegram = (variables: Parameters<typeof telegram.mutate>[0]) =>
    telegram.mutate(variables, {
      onSuccess: (d) => {
        toast.success(d.message ?? "Updated!");
        toast.info(`Launch the ${PRODUCT} Pets game on Telegram and link your account there to play with it.`);
      },
      onError: refused,
    });
  const connectOauth = (variables: Parameters<typeof oauth.mutate>[0]) =>
    oauth.mutate(variables, {
      onSuccess: (d) => {
        toast.success(d.message ?? "Updated!");
        // connecting X earns its campaign point (claimed once; a second connection claims nothing)
        if (variables.path.network === "twitter")
          claim.mutate({ body: { token: variables.body.token, template_name: ["CONNECT_TWITTER"] } }, { onError: () => {} });
      },
      onError: refused,
    });
  const lostOauth = useLostWrites(oauth)();
  const lostTelegram = useLostWrites(telegram)();
  const nameOf = (network: SocialNetwork) => NETWORKS.find((n) => n.network === network)!.name;
  const lost = lostOauth
    ? { name: nameOf(lostOauth.path.network), retry: () => connectOauth(lostOauth) }
    : lostTelegram
      ? { name: nameOf("telegram"), retry: () => connectTelegram(lostTelegram) }
      : null;
  useEffect(() => {
    const url = new URL(window.location.href);
    const q = url.searchParams;
    const tg = new URLSearchParams(url.hash.slice(1)).get("tgAuthResult");
    if (!q.has("code") && !q.has("state") && !q.has("error") && !tg) return;
    const timer = setTimeout(() => {
      void navigate({ to: "/account", search: {}, hash: "", replace: true });
      const expected = startedState.get();
      startedState.set(null);
      const state = q.get("state");
      const token = session.token();
      const network = state?.split(".")[0];
      // the player said no on the provider's consent page (OAuth's access_denied): nothing failed
      const cancelled = NETWORKS.find((n) => n.network === network);
      if (state && state === expected && q.get("error") === "access_denied" && cancelled) return void toast.info(cancelledText(cancelled.name));
      if (!state || state !== expected || q.has("error") || !token) return void toast.error(SOCIAL_FAILED);
      if (network === "telegram") {
        const fields = tg ? telegramFields(tg) : null;
        if (!fields) return failed();
        // nothing to send: the contract needs the username Telegram signed, and the player can set one
        if (!fields.username) return void toast.error(SOCIAL_FAILED, { description: TELEGRAM_NO_USERNAME });
        connectTelegram({ body: { token, allFields: fields, username: String(fields.username ?? "") } });
      } else if (network === "twitter" || network === "discord" || network === "linkedin") {
        const code = q.get("code");
        if (!code) return failed();
        connectOauth({ path: { network }, body: { token, code, state, redirect_uri: `${window.location.origin}/account` } });
      } else failed();
    }, SOCIAL_CALLBACK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // runs once on arrival; the mutations are stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { lost, pending: oauth.isPending || telegram.isPending };
}
