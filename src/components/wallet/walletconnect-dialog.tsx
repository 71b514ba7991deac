import { toast } from "sonner";
import { copyText, COPY_REFUSED } from "@/lib/clipboard";
import { useState } from "react";
import { env } from "@/config/env";
import { Modal } from "@/components/modal";
import { QrCode } from "@/components/qr-code";
import { onPhone, WALLETCONNECT_APPS } from "@/lib/wallet/brands";
import { WalletIcon } from "./wallet-icon";

/**
 * WalletConnect's pairing link, shown by the app itself (no vendor modal): a QR code for a wallet
 * app on another device, the link to copy, and on a phone the wallet apps that take it. Until the
 * SDK has the link (it loads on Connect), the code's place is held. In the local stack, a link to
 * the dev WalletConnect wallet (the mock's /__dev/walletconnect) with the pairing link.
 */
export function WalletConnectDialog({ uri, onClose }: { uri: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const phone = onPhone();
  return (
    <Modal open onClose={onClose} title="Connect with WalletConnect">
      <div className="walletconnect">
        <p>{phone ? "Open a wallet app on this phone, or scan the code with a wallet on another device." : "Scan the code with a wallet app on your phone."}</p>
        <QrCode text={uri} label="WalletConnect pairing code" size={232} margin={2} />
        {phone && uri && (
          <ul className="wallet-list" aria-label="Wallet apps">
            {WALLETCONNECT_APPS.map((app) => (
              <li key={app.name} className="wallet-list__item">
                <span className="wallet-list__name">
                  <WalletIcon brand={app} />
                  {app.name}
                </span>
                <a className="btn btn--primary btn--small" href={app.link(uri)} aria-label={`Open ${app.name}`}>
                  Open
                </a>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={!uri}
          onClick={() => void copyText(uri!).then((done) => (done ? setCopied(true) : toast.error(COPY_REFUSED)))}
        >
          {copied ? "Link copied" : "Copy link"}
        </button>
        {/* the local stack's stand-in for a wallet app, on the mock (a compile-time constant: a release has none) */}
        {__LOCAL_STACK__ && env.VITE_WALLETCONNECT_RELAY_URL && uri && (
          <a className="btn btn--ghost btn--small" href={`/__dev/walletconnect?uri=${encodeURIComponent(uri)}`} target="_blank" rel="noopener">
            Open the Dev WalletConnect wallet (local)
          </a>
        )}
        <p className="walletconnect__hint">The wallet asks you to approve the connection; this window closes once it is made.</p>
      </div>
    </Modal>
  );
}
