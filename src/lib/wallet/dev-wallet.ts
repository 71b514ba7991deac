import { createWalletClient, custom, hexToBigInt, http, type Hex, type TypedDataDefinition } from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { productChain } from "@/config/chains";
import { PRODUCT_CHAIN } from "@/config/env";
import { storedFlag, storedValue } from "@/lib/storage-keys";

/**
 * The dev wallet of the local stack: an EIP-1193 provider, so every wallet journey of the specs
 * (sign in, bind, mine) can be finished in a plain browser. It exists only in builds with
 * VITE_DEV_WALLET=true (npm start); a release build leaves this module out entirely (LOCAL_STACK, a
 * compile-time constant; a test greps the release build for it).
 *
 * Each player needs a wallet no one else has bound, so the dev wallet is a picker: the wallets this
 * browser made for itself (a fresh key each, funded on the local chain when connected, signing in
 * the page), a new one at any time, and the demo data's wallet (Hardhat's account #1, bound to
 * alice by the seed; the local node holds its key and signs).
 */
export const DEV_WALLET_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"; // Hardhat account #1 (alice's)

/** What a new wallet of this browser is funded with on the local chain: 10,000 PC, like Hardhat's own accounts. */
const FUNDS = 10_000n * 10n ** 18n;

export interface DevWalletChoice {
  address: `0x${string}`;
  label: string;
}

const keys = storedValue("local", "dev_wallet_keys");
const chosen = storedValue("local", "dev_wallet_chosen");

function ownKeys(): Hex[] {
  try {
    const list: unknown = JSON.parse(keys.get() ?? "[]");
    return Array.isArray(list) ? list.filter((k): k is Hex => typeof k === "string" && /^0x[0-9a-f]{64}$/i.test(k)) : [];
  } catch {
    return [];
  }
}
const ownAccounts = () => ownKeys().map((key) => privateKeyToAccount(key));

/** The wallets the picker offers: this browser's own, newest first, then the demo data's. */
export function devWalletChoices(): DevWalletChoice[] {
  const own = ownAccounts()
    .map((account, i) => ({ address: account.address, label: `This browser's wallet ${i + 1}` }))
    .reverse();
  return [...own, { address: DEV_WALLET_ADDRESS, label: "Hardhat #1 (alice's in the demo data)" }];
}

/** Makes a new wallet for this browser (a fresh key) and picks it. */
export function newDevWallet(): `0x${string}` {
  const key = generatePrivateKey();
  keys.set(JSON.stringify([...ownKeys(), key]));
  const { address } = privateKeyToAccount(key);
  chosen.set(address);
  return address;
}

/** Picks one of the choices for the next connection. */
export function chooseDevWallet(address: string) {
  if (devWalletChoices().some((c) => c.address.toLowerCase() === address.toLowerCase())) chosen.set(address);
}

/** The wallet the next connection uses: the one picked, else this browser's newest, else a new one. */
export function currentDevWallet(): `0x${string}` {
  const pick = chosen.get();
  const match = pick && devWalletChoices().find((c) => c.address.toLowerCase() === pick.toLowerCase());
  if (match) return match.address;
  return ownAccounts().at(-1)?.address ?? newDevWallet();
}

/**
 * Whether the player connected the dev wallet: like an extension's site permission, it is granted
 * by connecting (eth_requestAccounts) and withdrawn by disconnecting. A fresh browser is not
 * connected; a later visit reconnects only what the player chose.
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
  /** The key of a wallet this browser made (it signs in the page); none for the node's own account. */
  const own = (address: string): PrivateKeyAccount | undefined => ownAccounts().find((a) => a.address.toLowerCase() === address.toLowerCase());
  /** A wallet of this browser is funded the first time it connects to a chain that has not seen it. */
  const fund = async (address: string) => {
    if (!own(address) || hexToBigInt((await rpc("eth_getBalance", [address, "latest"])) as Hex) > 0n) return;
    await rpc("hardhat_setBalance", [address, `0x${FUNDS.toString(16)}`]);
  };
  const signer = (account: PrivateKeyAccount) => createWalletClient({ account, chain: productChain, transport: http(rpcUrl) });
  // viem's custom transport types the request function as an EIP-1193 provider's
  const provider = custom({
    async request({ method, params = [] }: { method: string; params?: unknown[] }) {
      const key = () => own(currentDevWallet());
      switch (method) {
        case "eth_requestAccounts": {
          const address = currentDevWallet();
          await fund(address);
          authorized.set(true);
          return [address];
        }
        case "eth_accounts":
          return authorized.get() ? [currentDevWallet()] : [];
        case "eth_chainId":
          return PRODUCT_CHAIN.hex;
        case "wallet_switchEthereumChain":
        case "wallet_addEthereumChain": {
          const chainId = (params[0] as { chainId?: string } | undefined)?.chainId;
          if (chainId?.toLowerCase() === PRODUCT_CHAIN.hex) return null;
          throw Object.assign(new Error("The dev wallet only knows the local chain 3344"), { code: 4902 });
        }
        case "wallet_requestPermissions":
          authorized.set(true);
          return [];
        case "wallet_revokePermissions":
          authorized.set(false);
          return [];
        case "personal_sign":
          return key()?.signMessage({ message: { raw: params[0] as Hex } }) ?? rpc(method, params);
        case "eth_signTypedData_v4":
          return key()?.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition) ?? rpc(method, params);
        case "eth_sendTransaction": {
          const account = key();
          if (!account) return rpc(method, params);
          const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
          return signer(account).sendTransaction({
            to: tx.to ?? null,
            data: tx.data,
            value: tx.value ? hexToBigInt(tx.value) : undefined,
            gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
          });
        }
        default:
          return rpc(method, params);
      }
    },
  })({ retryCount: 0 });
  return { isDevWallet: true, request: provider.request, on() {}, removeListener() {} };
}
