import { useQuery } from "@tanstack/react-query";
import { memo, useEffect, useRef, useState, type Ref } from "react";
import { toast } from "sonner";
import { formatEther } from "viem";
import { useAccount, useConfig } from "wagmi";
import { InfoList } from "@/components/info-list";
import { Modal } from "@/components/modal";
import { Spinner } from "@/components/spinner";
import { ConnectPanel } from "@/components/wallet/connect-panel";
import { Web3Provider } from "@/components/wallet/web3-provider";
import { explorerTxUrl } from "@/config/env";
import { afterNextPaint } from "@/lib/after-paint";
import { useRefocusAfterChange } from "@/lib/use-refocus-after-change";
import { shortAddress } from "@/lib/format";
import { WALLET_PANEL_TITLES } from "@/lib/wallet/brands";
import { miningReferenceQuery, type MiningItem, type MiningMode } from "../api/mining";
import { unrecordedStartQuery, type UnrecordedStart } from "../api/mining-contract";
import { useMineFlow } from "../hooks/use-mine-flow";
import { pendingStart } from "../lib/pending-start";
import { hashrates, selectionError } from "../lib/selection";
import { CountdownLoader, RetryCountdown, retryAnnouncement } from "./countdown-loader";
import "@/features/mining/mining.css";
import { BusyButton } from "@/components/busy-button";

/** What the player asked to start: the NFTs and tokens picked, and the mode. */
export interface StartRequest {
  items: MiningItem[];
  mode: MiningMode;
}

export interface MiningStartProps {
  /** the signed-in player's username (a start kept in this browser is theirs alone) */
  player: string;
  /** START MINING pressed with these: the confirm step is open */
  request: StartRequest | null;
  /** what is picked on the page now, read when needed (a start found on the chain is finished with it) */
  selection: () => MiningItem[];
  /** the confirm step closed (cancelled, or Confirm pressed) */
  onClose: () => void;
  /** the mining started: the page forgets its selection */
  onStarted: () => void;
}

/**
 * The mining start, one owner from the confirm step to the chain and back
 * (public-pages-mining.md §4): its own wallet stack (loaded on the player's intent, lazily), the
 * confirm step, a wallet connected inside it when there is none, the on-chain start
 * (hooks/use-mine-flow.ts: simulate, write, 2 new blocks, the server's check and start) or the
 * off-chain one for tokens alone, its progress, its resume after a reload, and a start found on the
 * chain from another device. The page hands it what was asked and hears only that it closed or
 * started; what the page must lock meanwhile it reads from the start's store
 * (lib/pending-start.ts).
 */
function MiningStart(props: MiningStartProps) {
  return (
    <Web3Provider>
      <StartFlow {...props} />
    </Web3Provider>
  );
}
/** Rendered again only when its props change: a pick on the page is not one of them. */
export default memo(MiningStart);

function StartFlow({ player, request, selection, onClose, onStarted }: MiningStartProps) {
  const flow = useMineFlow(player);
  const { phase, confirmations, feeWei } = flow;
  const { address, isConnected, connector } = useAccount();
  const progress = useRef<HTMLDivElement>(null);
  useRefocusAfterChange(progress, phase.step);
  // the start this page sent that reached the chain but not the server: kept here for Try again
  const unregistered = phase.step === "idle" && flow.unregistered ? pendingStart.read(player) : null;
  const reference = useQuery(miningReferenceQuery(player, address)).data;
  const found = useQuery(unrecordedStartQuery(useConfig(), phase.step === "idle" ? address : undefined, reference)).data;
  const unrecorded = found && typeof found === "object" && found.hash !== unregistered?.hash ? found : null;
  // a start left unregistered took the focus with its progress: its panel, with Try again, has it
  const unregisteredPanel = useRef<HTMLElement>(null);
  useRefocusAfterChange(unregisteredPanel, unregistered?.hash ?? null);
  // a start this browser sent before a reload: the same transaction followed and registered, once
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const kept = pendingStart.read(player);
    if (kept) void flow.resume(kept).then((ok) => ok && onStarted());
  }, [flow, player, onStarted]);

  const busy = phase.step !== "idle";
  const tokensOnly = !!request && request.items.length > 0 && request.items.every((i) => i.type === "Token");
  // an on-chain start asks for a wallet: connected here, in the confirm step, which then goes on
  const needsWallet = !!request && !tokensOnly && !isConnected;
  const confirm = () => {
    if (!request) return;
    onClose();
    // the step closes at once; the start (the wallet's call and what the page shows of it) begins
    // once that has painted
    const { items, mode } = request;
    afterNextPaint(() => {
      void (tokensOnly ? flow.startOffChain(items) : flow.mine(items, mode)).then((ok) => ok && onStarted());
    });
  };
  // FINISH START: the confirm step of a start already paid on the chain, with the picks of the page
  const [finishing, setFinishing] = useState<{ start: UnrecordedStart; items: MiningItem[] } | null>(null);
  const openFinish = (start: UnrecordedStart) => {
    const items = selection();
    const error = selectionError(items);
    if (error) return void toast.error(error);
    setFinishing({ start, items });
  };
  const confirmFinish = () => {
    if (!finishing) return;
    setFinishing(null);
    void flow.finish(finishing.items, finishing.start).then((ok) => ok && onStarted());
  };

  return (
    <>
      {unregistered && (
        <UnregisteredStart
          ref={unregisteredPanel}
          hash={unregistered.hash}
          onRetry={() => void flow.resume(unregistered, { retry: true }).then((ok) => ok && onStarted())}
        />
      )}
      {unrecorded && <UnfinishedStart start={unrecorded} disabled={busy} onFinish={() => openFinish(unrecorded)} />}
      <Modal open={!!finishing} onClose={() => setFinishing(null)} title="Confirm mining">
        {finishing && <ConfirmSummary request={{ items: finishing.items, mode: finishing.start.mode }} tokensOnly={false} feeWei={feeWei} paid />}
        <BusyButton type="button" className="btn btn--primary" busy={busy} onClick={confirmFinish}>
          Confirm
        </BusyButton>
      </Modal>
      <Modal open={!!request} onClose={onClose} title="Confirm mining">
        {request && <ConfirmSummary request={request} tokensOnly={tokensOnly} feeWei={feeWei} />}
        {needsWallet ? (
          // the wallet is connected here; the start goes on from where the player is
          <ConnectPanel title={WALLET_PANEL_TITLES.mine} />
        ) : (
          <>
            {!tokensOnly && address && (
              // the wallet that signs and pays, said before it is asked
              <p className="muted">
                Connected with {connector?.name ?? "your wallet"}: <strong title={address}>{shortAddress(address)}</strong>
              </p>
            )}
            <BusyButton type="button" className="btn btn--primary" busy={busy} onClick={confirm}>
              Confirm
            </BusyButton>
          </>
        )}
      </Modal>
      {/* the start's progress, there only while it has some (the page's layout is as it was without
          it); a Try again that goes with its panel leaves the focus here */}
      {phase.step !== "idle" && phase.step !== "switching" && phase.step !== "signing" && (
        <div ref={progress} tabIndex={-1}>
          <p className="visually-hidden" role="status">
            {phase.step === "waiting" ? retryAnnouncement(phase) : ""}
          </p>
          {phase.step === "registering" ? (
            <Spinner label="Starting your mining" shown />
          ) : phase.step === "waiting" ? (
            <RetryCountdown key={phase.retryAt} retryAt={phase.retryAt} reason={phase.reason} attempt={phase.attempt} onRetryNow={flow.retryNow} />
          ) : (
            <CountdownLoader
              hash={phase.hash}
              sentAt={phase.sentAt}
              confirmations={confirmations}
              resumed={phase.step === "confirming" ? phase.resumed : undefined}
              replaces={phase.step === "replaced" ? phase.replaces : undefined}
            />
          )}
        </div>
      )}
    </>
  );
}

/** The confirm step's summary (public-pages-mining.md §4): what mines, its hashrate, the mode and the fee, and what Confirm leads to. */
function ConfirmSummary({ request, tokensOnly, feeWei, paid = false }: { request: StartRequest; tokensOnly: boolean; feeWei: bigint; paid?: boolean }) {
  const { total, boosted } = hashrates(request.items, request.mode);
  return (
    <>
      <InfoList
        rows={[
          ["NFTs and tokens", request.items.map((i) => i.name).join(", ")],
          ["Total hashrate", total],
          ["Boosted hashrate", boosted],
          ["Mode", tokensOnly ? "Tokens, off chain" : request.mode === "fee" ? "x2 hashrate with fee" : "1.5x hashrate without fee"],
          ["Fee", tokensOnly || request.mode === "no_fee" ? "Free" : paid ? "Paid in your transaction" : `${formatEther(feeWei)} PC`],
        ]}
      />
      {tokensOnly ? (
        <p className="muted">Tokens start off chain: no transaction and no fee.</p>
      ) : (
        <ul className="mining-confirm__notes">
          <li>Once mining starts, the NFTs you picked are locked in mining for 24 hours, and this wallet can start again after 24 hours.</li>
          <li>
            {paid
              ? "Your transaction is already on the chain: your wallet will not be asked again."
              : "Next, your wallet asks you to sign the transaction; then the chain confirms it in 2 new blocks."}
          </li>
        </ul>
      )}
    </>
  );
}

/** This page's start, paid on the chain, whose registration did not reach the server: the same transaction registered again on Try again. */
function UnregisteredStart({ hash, onRetry, ref }: { hash: `0x${string}`; onRetry: () => void; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} tabIndex={-1} className="panel mining-unfinished" aria-labelledby="mining-unregistered-title">
      <h2 id="mining-unregistered-title" className="panel__title">
        Your mining start is not registered yet
      </h2>
      <p>
        Your transaction is on the chain, but your mining has not started: the server could not be reached, or asked to try again in a moment. Press Try again
        once you are connected: it is already paid, so your wallet will not be asked again.
      </p>
      <div className="mine__actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Try again
        </button>
        <a href={explorerTxUrl(hash)} target="_blank" rel="noreferrer">
          View the transaction on the explorer
        </a>
      </div>
    </section>
  );
}

/** A mine transaction on the chain with no start yet (sent from another device, or a page closed too soon), finished with the NFTs picked on the page. */
function UnfinishedStart({ start, disabled, onFinish }: { start: UnrecordedStart; disabled: boolean; onFinish: () => void }) {
  return (
    <section className="panel mining-unfinished" aria-labelledby="mining-unfinished-title">
      <h2 id="mining-unfinished-title" className="panel__title">
        Finish your mining start
      </h2>
      <p>
        Your wallet sent a mining transaction ({start.mode === "fee" ? "x2 hashrate with fee" : "1.5x hashrate without fee"}) that has not started mining yet:
        it was sent from another device, or from a page closed before it finished. Select your NFTs below and press FINISH START. It is already paid, so your
        wallet will not be asked again.
      </p>
      <div className="mine__actions">
        <button type="button" className="btn btn--primary" disabled={disabled} onClick={onFinish}>
          FINISH START
        </button>
        <a href={explorerTxUrl(start.hash)} target="_blank" rel="noreferrer">
          View the transaction on the explorer
        </a>
      </div>
    </section>
  );
}
