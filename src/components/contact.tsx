import { copyWithToast } from "@/lib/clipboard";
import "@/components/contact.css";

/** K11: a value the server masked (it contains '*'): shown blurred, not copyable, not a link. */
export const isMasked = (value: string | null | undefined) => !!value && value.includes("*");

/** Each network's name, its handle in extra_data, and its id in connected_socials. */
const SOCIALS = [
  ["X", "twitter_username", "twitter"],
  ["Telegram", "telegram_username", "telegram"],
  ["Discord", "discord_username", "discord"],
  ["LinkedIn", "linkedin_username", "linkedin"],
] as const;

type SocialKey = (typeof SOCIALS)[number][1] | "linked_in_username";
/** A profile's connected social handles, as the server sent them (masked or clear). */
export type SocialHandleMap = Partial<Record<SocialKey, string | null>>;

/**
 * A contact value: masked, blurred with nothing to copy; clear, shown with a copy button. Either is
 * shown in its short form when it has one (a wallet: 0x1234...abcd, masked or not).
 */
export function ContactValue({ value, label, copyable = true, display = value }: { value: string; label: string; copyable?: boolean; display?: string }) {
  if (isMasked(value))
    return (
      <span className="masked" aria-label={`${label} hidden`}>
        {display}
      </span>
    );
  return (
    <>
      <span title={display === value ? undefined : value}>{display}</span>
      {copyable && (
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Copy ${label}`} onClick={() => void copyWithToast(value)}>
          Copy
        </button>
      )}
    </>
  );
}

/**
 * The social handles of a profile (X, Telegram, Discord, LinkedIn); masked ones stay blurred. A
 * handle whose network is not in `connected` (the contract's connected_socials: proved by the
 * network) was typed in the profile form, and says so, as the account page does.
 */
export function SocialHandles({ extra, connected }: { extra: SocialHandleMap; connected: readonly string[] }) {
  return (
    <ul className="profile-card__socials" aria-label="Social accounts">
      {SOCIALS.map(([name, key, network]) => {
        const handle = extra[key] ?? (key === "linkedin_username" ? extra.linked_in_username : null);
        return (
          <li key={key}>
            {name}:{" "}
            {handle ? (
              <>
                <ContactValue value={handle} label={name} copyable={false} />
                {!connected.includes(network) && <span className="muted"> (not verified)</span>}
              </>
            ) : (
              <span className="muted">not connected</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
