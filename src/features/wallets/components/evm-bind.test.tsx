// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER } from "@/lib/write";

const ADDRESS = "0x00000000000000000000000000000000000000aa";
const seams = vi.hoisted(() => ({
  nonces: 0,
  signMessageAsync: vi.fn(async ({ message }: { message: string }) => `signed:${message}`),
  bindMetamask: vi.fn((_options: unknown) => new Promise<never>(() => undefined)),
  onConnect: undefined as undefined | ((data: { address: string; isReconnected: boolean }) => void),
}));

vi.mock("wagmi", () => ({
  useAccount: () => ({ address: ADDRESS, connector: { id: "io.metamask" }, isConnected: true }),
  useSignMessage: () => ({ signMessageAsync: seams.signMessageAsync }),
  // wagmi's connection events, fired by the test
  useConnectionEffect: ({ onConnect }: { onConnect: typeof seams.onConnect }) => void (seams.onConnect = onConnect),
}));
vi.mock("@/components/wallet/connect-panel", () => ({ ConnectPanel: () => null }));
vi.mock("../api/wallets", async (importOriginal) => {
  const real = await importOriginal<typeof import("../api/wallets")>();
  const { useWrite } = await import("@/lib/write");
  return {
    ...real,
    // each call a new nonce, as the backend issues them
    fetchBindNonce: async () => `nonce${++seams.nonces}`.padEnd(24, "0"),
    // the bind call held unanswered: the taps land while it is under way
    useBindEvm: () => useWrite({ mutationFn: seams.bindMetamask }),
  };
});

const { EvmBind } = await import("./evm-bind");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("binding the EVM wallet (accounts-identity.md §2)", () => {
  it("a double click on Sign and bind asks the wallet once and sends one bind, with an Idempotency-Key", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EvmBind username="evm_player" />
      </QueryClientProvider>,
    );
    const button = screen.getByRole("button", { name: "Sign and bind" });
    // two clicks before the pending state has rendered (TanStack Query tells React a task later)
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(seams.signMessageAsync).toHaveBeenCalledTimes(1);
    expect(seams.bindMetamask).toHaveBeenCalledTimes(1);
    const sent = seams.bindMetamask.mock.calls[0]![0] as { body: { address: string }; headers: Record<string, string> };
    expect(sent.body.address).toBe(ADDRESS);
    expect(sent.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("button", { name: "Waiting for the wallet…" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("a connect made here asks the wallet to sign by itself (1 s later), once, though the panel renders again meanwhile", async () => {
    const client = new QueryClient();
    const tree = () => (
      <QueryClientProvider client={client}>
        <EvmBind username="evm_player" />
      </QueryClientProvider>
    );
    const view = render(tree());
    const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
    act(() => seams.onConnect!({ address: ADDRESS, isReconnected: false }));
    for (let i = 0; i < 3; i++) {
      await wait(200);
      view.rerender(tree());
    }
    await wait(700);
    expect(seams.signMessageAsync).toHaveBeenCalledTimes(1);
    expect(seams.bindMetamask).toHaveBeenCalledTimes(1);
  });

  it("a wallet connected before (reconnected on load, or kept after an unbind) is offered Sign and bind: the wallet is not asked by itself", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EvmBind username="evm_player" />
      </QueryClientProvider>,
    );
    act(() => seams.onConnect!({ address: ADDRESS, isReconnected: true }));
    await act(() => new Promise((r) => setTimeout(r, 1_300)));
    expect(seams.signMessageAsync).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign and bind" })).toHaveProperty("disabled", false);
  });
});
