import type { WalletBrand } from "@/lib/wallet/brands";

/**
 * A wallet's icon: the one an installed wallet announces (EIP-6963 requires a data: URI, so it
 * loads from nowhere), else the wallet's mark drawn here. Beside its name, so decorative.
 */
export function WalletIcon({ brand, announced }: { brand: Pick<WalletBrand, "mark">; announced?: string }) {
  if (announced?.startsWith("data:image/")) return <img className="wallet-icon" src={announced} alt="" width={28} height={28} />;
  return (
    <svg className="wallet-icon" viewBox="0 0 28 28" width={28} height={28} aria-hidden="true">
      <rect width="28" height="28" rx="7" fill={brand.mark.color} />
      <text x="14" y="19" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {brand.mark.letter}
      </text>
    </svg>
  );
}
