import type { ReactNode } from "react";
import { WagmiContext } from "wagmi";
import { reconnect } from "wagmi/actions";
import { wagmiConfig } from "@/lib/wallet/wagmi-config";

// The wallet the player last used reconnects once, when the wallet features load, before anything
// renders: wagmi's own WagmiProvider starts the reconnect from inside every render of itself (its
// Hydrate), which re-ran it whenever the page around re-rendered, and made the wallet panel
// (subscribed to the same store) update while the provider rendered, which React refuses
// ("Cannot update a component (ConnectPanel) while rendering a different component (Hydrate)").
void reconnect(wagmiConfig);

/** wagmi for the parts of the app that use wallets; loaded with them, never in the entry. */
export function Web3Provider({ children }: { children: ReactNode }) {
  return <WagmiContext.Provider value={wagmiConfig}>{children}</WagmiContext.Provider>;
}
