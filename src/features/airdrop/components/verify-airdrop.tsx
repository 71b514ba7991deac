import { useEffect, useRef, useState } from "react";
import { MINING_SITE_PATH, VERIFY_AIRDROP_REDIRECT_SECONDS } from "@/config/constants";

/** /verify-airdrop (airdrop-campaigns.md §2): the programme has closed; off to the mining site in 10 s. */
export function VerifyAirdrop({ onRedirect }: { onRedirect: (path: string) => void }) {
  const [seconds, setSeconds] = useState(VERIFY_AIRDROP_REDIRECT_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const redirect = useRef(onRedirect);
  useEffect(() => {
    redirect.current = onRedirect;
  }, [onRedirect]);
  useEffect(() => {
    if (cancelled) return;
    const end = Date.now() + VERIFY_AIRDROP_REDIRECT_SECONDS * 1000;
    const id = setInterval(() => {
      const left = Math.ceil((end - Date.now()) / 1000);
      if (left > 0) return setSeconds(left);
      clearInterval(id);
      redirect.current(MINING_SITE_PATH);
    }, 250);
    return () => clearInterval(id);
  }, [cancelled]);
  return (
    <section className="panel">
      <h1 className="panel__title">The pre-launch airdrop has closed</h1>
      <p>Thank you for taking part. The pre-launch airdrop verification programme is over; rewards continue on the mining site.</p>
      {cancelled ? <p role="status">Redirect cancelled.</p> : <p role="status">Taking you to the mining site in {seconds} seconds.</p>}
      <div className="hero__actions">
        {!cancelled && (
          <button type="button" className="btn btn--ghost" onClick={() => setCancelled(true)}>
            Cancel Redirect
          </button>
        )}
        <a className="btn btn--primary" href={MINING_SITE_PATH}>
          Go to mining
        </a>
      </div>
    </section>
  );
}
