// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MiningEmpty } from "./mining-home";

const HEADING = "It looks like you haven't got any NFTs to start Mining with";

function renderEmpty(boundWallet: string | null) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MiningEmpty boundWallet={boundWallet} /> }),
    history: createMemoryHistory({ initialEntries: ["/mine"] }),
  });
  return render(<RouterProvider router={router} />);
}

/** The mining home without NFTs (public-pages-mining.md §5): the spec's heading, then what is true. */
describe("the mining home's empty state", () => {
  afterEach(cleanup);

  it("a wallet already bound: says that wallet holds no NFTs and where to get them, never 'Bind a wallet'", async () => {
    renderEmpty("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(await screen.findByRole("heading", { name: HEADING })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Bind a wallet" })).toBeNull();
    expect(screen.getByText(/holds no NFT of an active collection yet\. Get one on an NFT marketplace/)).toBeTruthy();
    expect(screen.getByText(/^0x7099/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Hero" }).getAttribute("href")).toBe("/mine/active-collection");
  });

  it("no wallet bound: the way is to bind one", async () => {
    renderEmpty(null);
    expect(await screen.findByRole("heading", { name: HEADING })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bind a wallet" }).getAttribute("href")).toBe("/account#wallets");
    expect(screen.getByRole("link", { name: "View Hero" })).toBeTruthy();
  });
});
