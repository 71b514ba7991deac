import { custom } from "viem";
import { PRODUCT_CHAIN } from "@/config/env";
import { storedFlag } from "@/lib/storage-keys";

/**
 * The dev wallet of the local stack: an EIP-1193 provider for one of Hardhat's funded accounts.
 * The local node holds the keys and signs (personal_sign, transactions) for real. It exists only in
 * builds with VITE_DEV_WALLET=true (npm start); a release build leaves this module out entirely
 * (LOCAL_STACK, a compile-time constant; a test greps the release build for it).
 */
export const DEV_WALLET_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"; // Hardhat account #1 (alice's)

/**
 * Whether the player picked the dev wallet: like an extension's site permission, it is granted by
 * connecting (eth_requestAccounts) and withdrawn by disconnecting. A fresh browser is not connected;
 * a later visit reconnects only what the player chose.
 */
export function createDevWalletProvider(rpcUrl: string) {
  const authorized = storedFlag("local", "dev_wallet_authorized");
  let id = 0;
  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
  // viem's custom transport types the request function as an EIP-1193 provider's
  const provider = custom({
    async request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case "eth_requestAccounts":
          authorized.set(true);
          return [DEV_WALLET_ADDRESS];
        case "eth_accounts":
          return authorized.get() ? [DEV_WALLET_ADDRESS] : [];
        case "eth_chainId":
          return PRODUCT_CHAIN.hex;
        case "wallet_switchEthereumChain":
        case "wallet_addEthereumChain": {
          const chainId = (params?.[0] as { chainId?: string } | undefined)?.chainId;
          if (chainId?.toLowerCase() === PRODUCT_CHAIN.hex) return null;
          throw Object.assign(new Error("The dev wallet only knows the local chain 3344"), { code: 4902 });
        }
        case "wallet_requestPermissions":
          authorized.set(true);
          return [];
        case "wallet_revokePermissions":
          authorized.set(false);
          return [];
        default:
          return rpc(method, params ?? []);
      }
    },
  })({ retryCount: 0 });
  return { isDevWallet: true, request: provider.request, on() {}, removeListener() {} };
}
