import { MaskIcon } from "@/components/mask-icon";
import { lazy, Suspense, type ComponentType } from "react";
import type { WalletBrand } from "@/lib/wallet/brands";

type Mark = ComponentType<{ size?: number; variant?: "branded" | "mono" | "background"; className?: string; "aria-hidden"?: boolean }>;

/**
 * The wallets' marks from @web3icons/react, in a chunk of their own loaded on first use: the marks
 * stay out of the chunks of the pages that list wallets (a list paints with the wallet's colour
 * tile, the marks follow together in a moment; the prerendered pages carry them already).
 * "background" is the mark on its own square, like the wallet's app icon.
 */
let marks: Promise<typeof import("./wallet-marks")> | undefined;
const mark = (name: keyof typeof import("./wallet-marks")) =>
  lazy(() =>
    (marks ??= import("./wallet-marks")).then(
      (all) => ({ default: all[name] as Mark }),
      // offline: no mark (the wallet's name beside it says which it is), not the page's error state
      () => ({ default: NoMark }),
    ),
  );
const NoMark: Mark = () => null;
const MARKS: Partial<Record<string, Mark>> = {
  MetaMask: mark("MetaMask"),
  OKX: mark("OKX"),
  Coin98: mark("Coin98"),
  Phantom: mark("Phantom"),
  WalletConnect: mark("WalletConnect"),
  "Another wallet app": mark("WalletConnect"),
  "Coinbase Wallet": mark("Coinbase"),
  "Trust Wallet": mark("Trust"),
};
const SIZE = 28;

/** The wallet's colour as a plain tile: where a mark is on its way, and under a letter where none exists. */
function Tile({ color, letter }: { color: string; letter?: string }) {
  return (
    <svg className="wallet-icon" viewBox="0 0 28 28" width={SIZE} height={SIZE} aria-hidden="true">
      <rect width="28" height="28" rx="7" fill={color} />
      {letter && (
        <text x="14" y="19" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          {letter}
        </text>
      )}
    </svg>
  );
}

/**
 * A wallet's icon, beside its name (so decorative), in this order: the one an installed wallet
 * announces (EIP-6963 requires a data: URI, so it loads from nowhere), else the wallet's mark
 * from @web3icons/react, else its letter on its colour (a wallet the package has no mark for).
 */
export function WalletIcon({
  brand,
  announced,
  generic,
}: {
  brand: { name?: string; mark: WalletBrand["mark"] };
  announced?: string;
  /** Any wallet rather than one brand (the browser's own, the local stack's): a wallet icon, not a letter. */
  generic?: boolean;
}) {
  if (announced?.startsWith("data:image/")) return <img className="wallet-icon" src={announced} alt="" width={SIZE} height={SIZE} />;
  const Mark = brand.name ? MARKS[brand.name] : undefined;
  if (!Mark && generic)
    return (
      <span className="wallet-icon wallet-icon--generic" style={{ background: brand.mark.color }} aria-hidden="true">
        <MaskIcon name="wallet" size={18} />
      </span>
    );
  if (!Mark) return <Tile color={brand.mark.color} letter={brand.mark.letter} />;
  return (
    <Suspense fallback={<Tile color={brand.mark.color} />}>
      <Mark className="wallet-icon" size={SIZE} variant="background" aria-hidden />
    </Suspense>
  );
}
