import { copyWithToast } from "@/lib/clipboard";
import { useSuspenseQuery } from "@tanstack/react-query";
import { referralLink } from "@/lib/referral-link";
import { referralCountQuery } from "../api/user-info";
import "@/components/form.css";
import "@/features/account/account.css";

/** My Referrals: 'Referred' count and the copyable 'Share url' {site}/sign-up/{username} (K17). */
export function ReferralsTab({ username }: { username: string }) {
  const { data } = useSuspenseQuery(referralCountQuery(username));
  const shareUrl = referralLink(username);
  return (
    <div className="referrals">
      <div className="stat-card">
        <span className="stat-card__label">Referred</span>
        <span className="stat-card__value">{data.result}</span>
      </div>
      <div className="field">
        <span className="field__label" id="share-url-label">
          Share url
        </span>
        <div className="field__control">
          <output className="field__input" aria-labelledby="share-url-label">
            {shareUrl}
          </output>
          <button type="button" className="btn btn--ghost" onClick={() => void copyWithToast(shareUrl)}>
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
