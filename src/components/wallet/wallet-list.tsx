import type { ReactNode } from "react";
import type { WalletRow } from "@/lib/wallet/wallet-rows";
import { WalletIcon } from "./wallet-icon";
import "@/components/wallet/wallets.css";
import { BusyButton } from "@/components/busy-button";

const OTHER_MARK = { color: "#5b6478" };

/** The connector a row's Connect uses: WalletConnect's for a wallet reached through it, else the row's own. */
const connectorOf = (row: WalletRow) => (row.kind === "other" ? row.id : row.action === "walletconnect" ? "walletConnect" : row.brand.id);
const nameOf = (row: WalletRow) => (row.kind === "brand" ? row.brand.name : row.name);

/**
 * The wallet list, drawn the same by the preview and by the real panel (lib/wallet-rows.ts): each
 * row's wallet, its icon (the one an installed wallet announced), and what it offers here.
 * `onConnect` gets the id of the connector to use; `connecting` is the one under way (said to a
 * screen reader too: each Connect's name stays "Connect <wallet>"), while every Connect is
 * `disabled` (aria-disabled).
 */
export function WalletList({
  rows,
  iconOf,
  onConnect,
  connecting,
  disabled,
  extras,
}: {
  rows: WalletRow[];
  iconOf: (rdns: string) => string | undefined;
  onConnect: (connectorId: string) => void;
  connecting: string | null;
  disabled: boolean;
  /** What a row holds besides its Connect, by the row's id (the local stack's dev wallet picker). */
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const connect = (id: string, name: string, primary: boolean) => (
    // busy while a wallet connects: the focus stays on the Connect the player used (it says
    // Connecting…), and is still there when the attempt fails
    <BusyButton
      type="button"
      className={`btn ${primary ? "btn--primary" : "btn--ghost"} btn--small`}
      busy={disabled}
      onClick={() => onConnect(id)}
      aria-label={`Connect ${name}`}
      data-track="wallet_connect"
    >
      {connecting === id ? "Connecting…" : "Connect"}
    </BusyButton>
  );
  const under = rows.find((row) => connectorOf(row) === connecting);
  return (
    <>
      <p className="visually-hidden" role="status">
        {under && `Connecting ${nameOf(under)}…`}
      </p>
      <ul className="wallet-list">
        {rows.map((row) =>
          row.kind === "brand" ? (
            <li key={row.brand.id} className="wallet-list__item">
              <span className="wallet-list__name">
                <WalletIcon brand={row.brand} announced={iconOf(row.brand.id)} />
                {row.brand.name}
                {row.installed && <span className="wallet-list__tag">Installed</span>}
              </span>
              {row.action === "connect" || row.action === "walletconnect" ? (
                connect(connectorOf(row), row.brand.name, true)
              ) : row.action === "open" ? (
                <a className="btn btn--primary btn--small" href={row.brand.openIn!(new URL(window.location.href))} aria-label={`Open in ${row.brand.name}`}>
                  Open in app
                </a>
              ) : (
                <a
                  className="btn btn--ghost btn--small"
                  href={row.brand.download}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={`DOWNLOAD ${row.brand.name}`}
                >
                  DOWNLOAD
                </a>
              )}
            </li>
          ) : (
            <li key={row.id} className="wallet-list__item">
              <span className="wallet-list__name">
                <WalletIcon brand={{ name: row.name, mark: { ...OTHER_MARK, letter: row.name[0] ?? "W" } }} generic />
                {row.name}
              </span>
              {extras?.[row.id]}
              {connect(connectorOf(row), row.name, false)}
            </li>
          ),
        )}
      </ul>
    </>
  );
}
