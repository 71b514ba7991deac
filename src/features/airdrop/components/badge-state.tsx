import { Link } from "@tanstack/react-router";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { useEffect, useState, type Ref } from "react";
import { PRODUCT } from "@/config/brand";
import { SUCCESS_INDICATOR_MS } from "@/config/constants";
import "@/features/airdrop/airdrop.css";

/** The note of airdrop-campaigns.md §2, with the way to do it: bind a wallet in the account (or sign in first). */
export function WalletNote({ signedIn }: { signedIn: boolean }) {
  return (
    // a visitor's note is hidden from a signed-in player until the app runs (a prerendered page)
    <p className="airdrop__note" role="note" data-visitor-view={signedIn ? undefined : ""}>
      Please connect wallet before claiming badges{" "}
      {signedIn ? (
        <Link to="/account">Bind a wallet in your account</Link>
      ) : (
        <Link to="/sign-in" search={{ redirectUrl: "/airdrop" }}>
          Sign in
        </Link>
      )}
    </p>
  );
}

/** What a locked badge says, the same in the carousel and on its page: what unlocks it. */
export function BadgeLocked({ ascended }: { ascended: boolean }) {
  return <p className="badge-slide__locked">Locked: {ascended ? `assigned by the ${PRODUCT} team` : "claim the Welcome Hero Badge first"}</p>;
}

/**
 * What a claimed badge shows (airdrop-campaigns.md §2, §4). Given a ref, it can take focus
 * (tabIndex -1): on the badge's page it takes the place of the CLAIM BADGE button that had it.
 */
export function BadgeClaimed({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="badge-claimed" ref={ref} tabIndex={ref ? -1 : undefined}>
      <p className="badge-claimed__title">CONGRATULATIONS</p>
      <p className="badge-claimed__label">BADGES CLAIMED</p>
    </div>
  );
}

/** A success indicator that stays K24 (5 seconds) from `at` (the success's time; 0 for none), then goes. */
export function SuccessIndicator({ message, at }: { message: string; at: number }) {
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (!at) return;
    const id = setTimeout(() => setExpired(at), SUCCESS_INDICATOR_MS);
    return () => clearTimeout(id);
  }, [at]);
  return (
    <p role="status" className="success-indicator">
      {at && expired !== at ? (
        <>
          <IconCheck aria-hidden="true" size={18} />
          {message}
        </>
      ) : (
        ""
      )}
    </p>
  );
}
