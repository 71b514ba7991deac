// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { createDevWalletProvider, DEV_WALLET_ADDRESS } from "./dev-wallet";

describe("the dev wallet connects only when picked", () => {
  beforeEach(() => localStorage.clear());

  it("a fresh browser has no authorized account, so nothing reconnects by itself", async () => {
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
  });

  it("connecting authorizes the account for later visits; disconnecting withdraws it", async () => {
    const wallet = createDevWalletProvider("http://127.0.0.1:1/rpc");
    expect(await wallet.request({ method: "eth_requestAccounts" })).toEqual([DEV_WALLET_ADDRESS]);
    expect(await createDevWalletProvider("http://127.0.0.1:1/rpc").request({ method: "eth_accounts" })).toEqual([DEV_WALLET_ADDRESS]);
    await wallet.request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([]);
  });
});
