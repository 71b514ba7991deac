// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NO_LONGER_OPEN, pendingRequestsQuery } from "@/features/friends/api/friends";
import { session } from "@/lib/session";
import { BACKEND, newPlayer, renderPage, signIn, type Player } from "../testing/page";

/** `from` asks `to` to be friends, through the backend (from another device). */
async function requestFriend(from: Player, to: Player) {
  const login = await fetch(`${BACKEND}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: from.username, password: from.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const sent = await fetch(`${BACKEND}/api/v1/user/friends`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ username: to.username }),
  });
  if (!sent.ok) throw new Error(`could not send the request: ${sent.status}`);
}

/**
 * Bob, signed in, on the profile of alice, who asked him to be friends; the requests he has on hand
 * were read `before` her request arrived (none), or `after` (hers among them).
 */
async function profileOfRequester({ requestsRead }: { requestsRead: "before" | "after" }) {
  const [alice, bob] = [await newPlayer("fa"), await newPlayer("fb")];
  await signIn(bob);
  const page = renderPage("/account");
  const read = () => page.queryClient.fetchQuery({ ...pendingRequestsQuery(), staleTime: 0 });
  if (requestsRead === "before") expect((await read()).result).toEqual([]);
  await requestFriend(alice, bob);
  if (requestsRead === "after") expect((await read()).result.map((r) => r.username)).toEqual([alice.username]);
  await page.router.navigate({ to: "/acc/$username", params: { username: alice.username } });
  const card = await screen.findByRole("article", {}, { timeout: 5000 });
  await within(card).findByRole("button", { name: "ACCEPT FRIEND REQUEST" });
  return { alice, card };
}

/** The signed-in player declines `from`'s request on another device. */
async function declineElsewhere(from: Player) {
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${session.token()}` };
  const pending = (await (await fetch(`${BACKEND}/api/v1/user/friends/pending`, { headers })).json()) as {
    result: { username: string; friendship_id: number }[];
  };
  const request = pending.result.find((r) => r.username === from.username)!;
  const answer = await fetch(`${BACKEND}/api/v1/user/friends/update`, {
    method: "POST",
    headers,
    body: JSON.stringify({ friendship_id: request.friendship_id, status: "rejected" }),
  });
  expect(answer.ok).toBe(true);
}

/** The profile's friendship button (accounts-identity.md §2, §8): what it says is what happens. */
describe("a profile's ACCEPT FRIEND REQUEST", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("accepts a request that arrived after the requests were last read (the menu reads them once a minute)", async () => {
    const { card } = await profileOfRequester({ requestsRead: "before" });
    fireEvent.click(within(card).getByRole("button", { name: "ACCEPT FRIEND REQUEST" }));
    expect(await within(card).findByText("FRIEND", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "VIEW FRIENDS" })).toBeTruthy();
    expect(screen.queryByText("There was an issue get friends request")).toBeNull();
  });

  it("a request declined elsewhere in the meantime: the error says it is no longer open, and the card shows where they stand", async () => {
    const { alice, card } = await profileOfRequester({ requestsRead: "before" });
    await declineElsewhere(alice);
    fireEvent.click(within(card).getByRole("button", { name: "ACCEPT FRIEND REQUEST" }));
    expect(await screen.findByText("There was an issue get friends request", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(NO_LONGER_OPEN)).toBeTruthy();
    expect(await within(card).findByRole("button", { name: "ADD FRIEND" }, { timeout: 5000 })).toBeTruthy();
  });

  it("a request read, then declined elsewhere: the refusal names what happened, and the card shows where they stand", async () => {
    const { alice, card } = await profileOfRequester({ requestsRead: "after" });
    await declineElsewhere(alice);
    fireEvent.click(within(card).getByRole("button", { name: "ACCEPT FRIEND REQUEST" }));
    expect(await screen.findByText("There was an issue update friend request", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Friend request not found")).toBeTruthy();
    expect(await within(card).findByRole("button", { name: "ADD FRIEND" }, { timeout: 5000 })).toBeTruthy();
  });
});
