import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Address, Cell, contractAddress, loadStateInit } from "@ton/core";
import ts from "typescript";
import { Trx } from "tronweb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindTon, issueTonPayload } from "../../mocks/domain/ton-proof";
import { bindTron, expectedDomain, issueBindNonce } from "../../mocks/domain/wallets";
import { refusal, refused, testPlayer } from "../../mocks/testing/test-utils";
import { tonWallet } from "../../mocks/testing/wallets";
import { auditRelease } from "../lib/release-audit";
import { localWalletsList, WALLETS_LIST } from "../build/local-ton-wallets";
import { DEV_TON_BRIDGE_KEY } from "../../src/lib/wallet/dev-ton-wallet-info";
import { installDevTonWallet, v4r2Wallet } from "../../src/lib/wallet/dev-ton-wallet";
import { installDevTronWallet } from "../../src/lib/wallet/dev-tron-wallet";

// The local stack's dev Tron and TON wallets (src/lib/wallet/dev-*-wallet.ts) checked by the
// reference backend's own rules: what they sign in the browser binds, as a real wallet's does.

/** The browser's window, for what the dev wallets inject into it (node has none). */
function browserWindow() {
  const win = { location: { host: expectedDomain() } } as Record<string, unknown>;
  vi.stubGlobal("window", win);
  return win;
}

type Bridge = {
  connect: (
    v: number,
    r: { manifestUrl: string; items: { name: string; payload?: string }[] },
  ) => Promise<{ event: string; payload: { items: Record<string, unknown>[] } }>;
};

describe("the dev wallets of the local stack, checked by the mock's own verifiers", () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("Tron: the dev wallet's signMessageV2 recovers to its address with TronWeb's verifyMessageV2, and bind_tron binds it", async () => {
    const win = browserWindow();
    const p = testPlayer("devtron");
    const { address } = installDevTronWallet(p.user.username);
    const tronLink = win.tronLink as {
      request: (a: { method: string }) => Promise<unknown>;
      tronWeb: { defaultAddress: { base58: string | false }; trx: { signMessageV2: (m: string) => Promise<string> } };
    };
    expect(tronLink.tronWeb.defaultAddress.base58).toBe(false); // shared on connect only
    await tronLink.request({ method: "tron_requestAccounts" });
    expect(tronLink.tronWeb.defaultAddress.base58).toBe(address);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const message = `${expectedDomain()} asks you to bind this Tron wallet to the Penta account ${p.user.username}.\n\nNonce: ${issueBindNonce(p.user).nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;
    const signature = await tronLink.tronWeb.trx.signMessageV2(message);
    expect(Trx.verifyMessageV2(message, signature)).toBe(address);
    expect(await bindTron(p.user, { address, signature, message })).toEqual({ status: true, message: "Tron Account Bound!" });
  });

  it("TON: the v4R2 state made by hand is @ton/core's for the same key, and its address is the state's", async () => {
    const reference = tonWallet("dev-cells");
    const ours = await v4r2Wallet(Buffer.from(reference.publicKey, "hex"));
    expect(ours.address).toBe(reference.address);
    const init = loadStateInit(Cell.fromBase64(ours.stateInit).beginParse());
    expect(contractAddress(0, init).equals(Address.parse(ours.address))).toBe(true);
    expect(Cell.fromBase64(ours.stateInit).hash().equals(Cell.fromBase64(reference.stateInit).hash())).toBe(true);
  });

  it("TON: the dev wallet's JS bridge answers a connect with a ton_proof that bind_ton accepts; another domain is refused", async () => {
    const win = browserWindow();
    const p = testPlayer("devton");
    const address = await installDevTonWallet(p.user.username);
    const bridge = (win[DEV_TON_BRIDGE_KEY] as { tonconnect: Bridge }).tonconnect;
    const connect = async (origin: string) => {
      const payload = issueTonPayload(p.user).nonce;
      const event = await bridge.connect(2, {
        manifestUrl: `${origin}/tonconnect-manifest.json`,
        items: [{ name: "ton_addr" }, { name: "ton_proof", payload }],
      });
      expect(event.event).toBe("connect");
      const [account, proofItem] = event.payload.items as [
        { address: string; publicKey: string; walletStateInit: string },
        { proof: { signature: string; payload: string; timestamp: number; domain: { value: string } } },
      ];
      const { proof } = proofItem;
      return {
        address: account.address,
        signature: proof.signature,
        message: proof.payload,
        public_key: account.publicKey,
        timestamp: proof.timestamp,
        domain: proof.domain.value,
        state_init: account.walletStateInit,
      };
    };
    const elsewhere = await connect("http://evil.example");
    expect(await refusal(() => bindTon(p.user, elsewhere))).toEqual(refused(422, "The proof was made for another site"));
    const input = await connect(`http://${expectedDomain()}`);
    expect(input.address).toBe(address);
    expect(await bindTon(p.user, input)).toEqual({ status: true, message: "Ton Account Bound!" });
  });
});

describe("the release audit catches the dev Tron and TON wallets", () => {
  it("each module's code (its comments gone, as a bundle has it) and the local stack's wallets list are found and named", () => {
    const dist = mkdtempSync(join(tmpdir(), "release-"));
    mkdirSync(join(dist, "assets"));
    mkdirSync(join(dist, "tonconnect"));
    const modules = ["dev-tron-wallet", "dev-ton-wallet", "dev-ton-wallet-info"];
    for (const name of modules) {
      const source = readFileSync(`src/lib/wallet/${name}.ts`, "utf8");
      const code = ts.transpileModule(source, { compilerOptions: { removeComments: true, target: ts.ScriptTarget.ES2022 } }).outputText;
      writeFileSync(join(dist, "assets", `${name}-abc.js`), code);
    }
    writeFileSync(join(dist, WALLETS_LIST), localWalletsList(readFileSync(`public/${WALLETS_LIST}`, "utf8")));
    expect(auditRelease(dist).sort()).toEqual(
      [...modules.map((name) => `assets/${name}-abc.js: the dev Tron or TON wallet`), `${WALLETS_LIST}: the dev Tron or TON wallet`].sort(),
    );
    // the list every build ships holds none of it
    writeFileSync(join(dist, WALLETS_LIST), readFileSync(`public/${WALLETS_LIST}`, "utf8"));
    expect(auditRelease(dist).filter((f) => f.startsWith("tonconnect/"))).toEqual([]);
  });
});
