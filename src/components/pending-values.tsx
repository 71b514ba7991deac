import { PARAM_FRAME } from "@/config/prerender";
import "./page-skeleton.css";

/**
 * Values still coming, held at their final size: a player's picture and name on a page whose data
 * is on its way (/acc/{username}, /spatial/{username}), any value of a row. The build prerenders
 * a page under a parameter once for any value (its route's prerender `values: "any"`): the frame does not know the value,
 * so there it is a skeleton (the name, the referral code of /sign-up/{code}).
 */
export function PendingAvatar({ className }: { className: string }) {
  // a neutral silhouette, the size of the picture that replaces it: the page's largest paint is in
  // the frame, and nothing jumps when the data lands
  return <img className={className} src="/avatars/pending.svg" alt="" width={96} height={96} />;
}

/**
 * The page's parameter (a player's name, an invite's code) where a pending page shows it: the value
 * of the address; in the build's frame, a skeleton that the frame's first step fills from the
 * address before the first paint (PARAM_FILL_SCRIPT).
 */
export function PendingParam({ value }: { value: string }) {
  if (value !== PARAM_FRAME) return value;
  // no text of its own: a paint before the fill has nothing here to take for the largest, so the
  // value's first paint is the one that counts (a "Loading" read out comes from the label)
  return <span className="skeleton-inline" data-param="" role="img" aria-label="Loading" />;
}

/** A value still coming, inline (a row of a definition list; `short`: a count). */
export function PendingValue({ short = false }: { short?: boolean }) {
  return <span className={short ? "skeleton-inline skeleton-inline--short" : "skeleton-inline"} aria-hidden="true" />;
}
