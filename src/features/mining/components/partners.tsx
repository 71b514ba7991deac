import { useSuspenseQuery } from "@tanstack/react-query";
import { partnersQuery } from "../api/mining";
import "@/features/mining/mining.css";

/** The mining partners page (public-pages-mining.md §2, §3): active collections in display order; only https links are followed. */
export function PartnersList() {
  const { data: partners } = useSuspenseQuery(partnersQuery());
  if (partners.length === 0) return <p className="muted">No partners yet.</p>;
  return (
    <ul className="partners">
      {partners.map((p) => (
        <li key={p.name} className="partner">
          <img src={p.logo} alt="" width={72} height={72} loading="lazy" />
          <span className="partner__name">{p.name}</span>
          {/^https:\/\//i.test(p.marketplace_link) && (
            <a
              className="btn btn--ghost btn--small"
              href={p.marketplace_link}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={`${p.name} on the marketplace`}
            >
              Marketplace
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
