// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shopQuery, useSetupTwoFactor } from "./two-factor";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The setup beside the shop on screen, against a backend that answers the setup with `setup` and holds every read. */
function setupBesideShop(setup: () => Promise<Response>) {
  let reads = 0;
  vi.stubGlobal("fetch", (request: Request) => {
    if (request.method === "POST") return setup();
    reads++;
    return reads === 1
      ? Promise.resolve(Response.json({ status: true, result: { balance: 100, two_factor: false, bundles: [] } }))
      : new Promise<Response>(() => undefined);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      const shop = useQuery(shopQuery());
      return { shop, setup: useSetupTwoFactor() };
    },
    { wrapper },
  );
  return { ...hook, reads: () => reads };
}

describe("the two-factor setup's failure", () => {
  it("no answer: it ends at once (Try again is offered), the shop's read running on its own", async () => {
    const { result, reads } = setupBesideShop(() => Promise.reject(new TypeError("Failed to fetch")));
    await waitFor(() => expect(result.current.shop.isSuccess).toBe(true));
    result.current.setup.mutate({});
    await waitFor(() => expect(result.current.setup.isError).toBe(true));
    expect(reads()).toBe(2);
  });

  it("a refusal (two-factor on in another tab): the shop is read again before the refusal is shown", async () => {
    const { result, reads } = setupBesideShop(async () =>
      Response.json({ status: false, message: "Two-factor authentication is already on" }, { status: 409 }),
    );
    await waitFor(() => expect(result.current.shop.isSuccess).toBe(true));
    result.current.setup.mutate({});
    await waitFor(() => expect(reads()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.setup.isPending).toBe(true);
  });
});
