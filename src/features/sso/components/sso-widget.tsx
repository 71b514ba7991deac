import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { UserAvatar } from "@/components/user-avatar";
import { PRODUCT } from "@/config/brand";
import { SSO_INVALID_DATA_REDIRECT_MS } from "@/config/constants";
import { apiError } from "@/lib/api-error";
import { ssoClientQuery, useSsoAuthorize, type SsoClient } from "../api/sso";
import { decodeWidgetData, SSO_MESSAGE_TYPE, type WidgetData } from "../lib/widget-data";
import "@/features/sso/sso.css";
import { BusyButton } from "@/components/busy-button";

/** The signed-in account that would approve (null while it loads). */
export interface ApprovingAccount {
  username: string;
  picture?: string | null;
  avatar?: number | null;
}

interface SsoWidgetProps {
  /** The raw `data` query parameter. */
  data: string | undefined;
  signedIn: boolean;
  account: ApprovingAccount | null;
  /** Why the account could not be read (null while it loads or once it is), and how to ask again. */
  accountFailure: { error: unknown; retry: () => void } | null;
  /** "Not you?": signs out here; the widget then shows its login panel. */
  onNotYou: () => void;
  /** The login panel (the sign-in form in widget mode: it stays here after signing in). */
  loginPanel: ReactNode;
  /** K09: where invalid data leads, 1 second later. */
  onInvalid: () => void;
}

/** Framed by another site? The headers refuse it (frame-ancestors 'none'); this is the page's own check. */
const framed = () => typeof window !== "undefined" && window.top !== window.self;

/**
 * The sign-in widget (accounts-identity.md §2, §4; public-pages-mining.md §2): loading, error (the
 * server's message in red), the login panel, the approve prompt; approval posts the code to the
 * opener, only at the registered redirect URI's exact origin, and closes the window.
 */
export function SsoWidget({ data, signedIn, account, accountFailure, onNotYou, loginPanel, onInvalid }: SsoWidgetProps) {
  const [parsed] = useState<WidgetData | null>(() => decodeWidgetData(data));
  useEffect(() => {
    if (parsed) return;
    const timer = setTimeout(onInvalid, SSO_INVALID_DATA_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [parsed, onInvalid]);

  if (framed())
    return (
      <p role="alert" className="sso__error">
        This page cannot be shown inside another site. Open it in its own window.
      </p>
    );
  if (!parsed)
    return (
      <p role="alert" className="sso__error">
        Invalid data
      </p>
    );
  return <PartnerGate request={parsed} signedIn={signedIn} account={account} accountFailure={accountFailure} onNotYou={onNotYou} loginPanel={loginPanel} />;
}

/** The partner as registered (the route's loader started the call): loading, the server's refusal in red, or the next step. */
function PartnerGate({
  request,
  signedIn,
  account,
  accountFailure,
  onNotYou,
  loginPanel,
}: Pick<SsoWidgetProps, "signedIn" | "account" | "accountFailure" | "onNotYou" | "loginPanel"> & { request: WidgetData }) {
  const client = useQuery(ssoClientQuery(request));
  if (client.isPending) return <Spinner label="Loading" />;
  if (client.isError)
    return (
      <p role="alert" className="sso__error">
        {apiError(client.error, "This sign-in request could not be checked").message}
      </p>
    );
  if (!signedIn)
    return (
      <>
        <p>
          Sign in to {PRODUCT} to continue to <strong>{client.data.name}</strong>.
        </p>
        {loginPanel}
      </>
    );
  if (!account && accountFailure)
    return (
      <>
        <p role="alert" className="sso__error">
          {apiError(accountFailure.error, "Your account could not be loaded. Please try again.").message}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={accountFailure.retry}>
          Try again
        </button>
      </>
    );
  if (!account) return <Spinner label="Loading your account" />;
  return <ApprovePrompt client={client.data} request={request} account={account} onNotYou={onNotYou} />;
}

/** The approval: who asks (the partner as registered), who approves (this account, with "Not you?"), and what the partner gets. */
function ApprovePrompt({ client, request, account, onNotYou }: { client: SsoClient; request: WidgetData; account: ApprovingAccount; onNotYou: () => void }) {
  const authorize = useSsoAuthorize();
  const [done, setDone] = useState<string | null>(null);
  /** To the opener only, at the exact origin registered for this redirect URI (never "*"). */
  const answer = (message: { status: "success"; token: string } | { status: "cancelled" }) => {
    if (!window.opener) return false;
    (window.opener as Window).postMessage({ type: SSO_MESSAGE_TYPE, ...message }, client.origin);
    window.close();
    return true;
  };
  if (done) return <p role="status">{done}</p>;
  return (
    <div className="sso__prompt">
      <div className="sso__account">
        <UserAvatar picture={account.picture} avatar={account.avatar} size={40} className="sso__avatar" />
        <p>
          Signed in as <strong>{account.username}</strong>
        </p>
        <BusyButton type="button" className="btn btn--ghost btn--small" onClick={onNotYou} busy={authorize.isPending}>
          Not you? Sign out
        </BusyButton>
      </div>
      <p>
        <strong>{client.name}</strong> ({client.origin}) wants to sign you in with your {PRODUCT} account.
      </p>
      <p className="muted">
        It will be able to read your profile as you see it (username, email address, avatar, interests, wallet addresses and connected social accounts) and your
        faucet allowance. It cannot change anything.
      </p>
      {authorize.isError && (
        <p role="alert" className="sso__error">
          {apiError(authorize.error, "The approval failed").message}
        </p>
      )}
      <div className="mine__actions">
        <BusyButton
          type="button"
          className="btn btn--primary"
          busy={authorize.isPending}
          onClick={() =>
            authorize.mutate(
              { body: request },
              {
                onSuccess: (d) =>
                  setDone(
                    answer({ status: "success", token: d.token })
                      ? "Signed in. You can close this window."
                      : "There is no partner window to answer: open this page from the partner's site.",
                  ),
              },
            )
          }
        >
          {authorize.isPending ? <Spinner label="Approving" /> : "Approve"}
        </BusyButton>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            answer({ status: "cancelled" });
            setDone("Cancelled.");
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
