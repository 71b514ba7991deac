// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "@generated/api/user/types.gen";
import {
  friendsQuery,
  pendingRequestsQuery,
  playerSearchQuery,
  profileQuery,
  useAnswerRequest,
  useConnectFriend,
  useFriendshipAction,
  useSendRequest,
} from "./friends";

/** The friends' writes through the app's one write mechanism (src/lib/write.ts), against a stubbed backend. */
function answering<T = ReturnType<typeof useAnswerRequest>>(body: unknown, useHook: () => T = useAnswerRequest as () => T, client = new QueryClient()) {
  const seen: { key: string | null; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    seen.push({ key: request.headers.get("idempotency-key"), body: await request.json() });
    return Response.json(body);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { seen, client, hook: renderHook(useHook, { wrapper }) };
}

/** Frank's profile as the viewer last read it (only what the friendship button reads). */
const frank = (friendship_status: UserInfo["friendship_status"]) => ({ status: true, result: { user: { username: "frank", friendship_status } as UserInfo } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("accepting a friend request", () => {
  it("a double click sends one request, with an Idempotency-Key, and says nothing went wrong", async () => {
    const error = vi.spyOn(toast, "error");
    const { seen, hook } = answering({ status: true, already: false, result: { id: 3, friendship_id: 3, username: "frank", status: "accepted" } });
    const accept = { body: { friendship_id: 3, status: "accepted" as const } };
    hook.result.current.mutate(accept);
    hook.result.current.mutate(accept);
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).not.toHaveBeenCalled();
  });

  it("a request accepted already (another tab) is said as what happened, not as the spec's failure", async () => {
    const info = vi.spyOn(toast, "info");
    const error = vi.spyOn(toast, "error");
    const { hook } = answering({ status: true, already: true, result: { id: 3, friendship_id: 3, username: "frank", status: "accepted" } });
    hook.result.current.mutate({ body: { friendship_id: 3, status: "accepted" } });
    await waitFor(() => expect(info).toHaveBeenCalledWith("You and frank are already friends"));
    expect(error).not.toHaveBeenCalled();
  });
});

describe("answering a request no longer open", () => {
  it("the refusal says what happened (answered or withdrawn elsewhere), and the requests are read again", async () => {
    const error = vi.spyOn(toast, "error");
    const client = new QueryClient();
    client.setQueryData(pendingRequestsQuery().queryKey, { status: true, result: [] });
    vi.stubGlobal("fetch", async () => Response.json({ status: false, message: "Friend request not found" }, { status: 404 }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAnswerRequest(), { wrapper });
    result.current.mutate({ body: { friendship_id: 3, status: "rejected" } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(error).toHaveBeenCalledWith("There was an issue update friend request", { description: "Friend request not found" });
    expect(client.getQueryState(pendingRequestsQuery().queryKey)?.isInvalidated).toBe(true);
  });
});

describe("the automatic become-friend call (accounts-identity.md §4)", () => {
  it("whatever it did shows everywhere: the friends list, the requests and any profile on screen are read again", async () => {
    const client = new QueryClient();
    const keys = [friendsQuery(1).queryKey, pendingRequestsQuery().queryKey, profileQuery("inviter").queryKey];
    for (const key of keys) client.setQueryData(key, { status: true, result: [] });
    const { hook } = answering({ status: true, message: "Friends Connected" }, useConnectFriend, client);
    hook.result.current.mutate({ body: { data: "bf_code" } });
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  });
});

/**
 * Frank's profile on screen (status as given) against a backend that answers writes with `answer`
 * and his pending request, and holds the profile's next read until `release`: what a write's
 * follow-up read leaves the button as, meanwhile.
 */
function profileReadHeld<T>(status: UserInfo["friendship_status"], answer: unknown, useAction: () => T) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const writes: unknown[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    if (request.url.endsWith("/friends/pending"))
      return Response.json({ status: true, result: [{ id: 3, friendship_id: 3, username: "frank", status: "pending" }] });
    if (request.method === "POST") {
      writes.push(await request.json());
      return Response.json(answer);
    }
    await held;
    return Response.json({ status: false, message: "held" }, { status: 500 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQuery("frank").queryKey, frank(status));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const useProfileAndAction = () => {
    useQuery({ ...profileQuery("frank"), staleTime: Infinity });
    return useAction();
  };
  return { ...renderHook(useProfileAndAction, { wrapper }), writes, release };
}

const moment = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("sending a friend request from a profile (accounts-identity.md §8)", () => {
  it("it stays pending until the profile is read again: a tap meanwhile sends nothing, so no second message follows", async () => {
    const { result, writes, release } = profileReadHeld("none", { status: true, message: "Friend request sent" }, () => useSendRequest("frank"));
    result.current.send();
    await waitFor(() => expect(writes).toHaveLength(1));
    await moment();
    expect(result.current.isPending).toBe(true);
    result.current.send();
    await moment();
    expect(writes).toHaveLength(1);
    release();
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });
});

describe("ACCEPT FRIEND REQUEST on a profile (accounts-identity.md §8)", () => {
  it("one act from the tap until the profile is read again: a second tap meanwhile sends nothing", async () => {
    const accepted = { status: true, already: false, result: { id: 3, friendship_id: 3, username: "frank", status: "accepted" } };
    const { result, writes, release } = profileReadHeld("accept_pending", accepted, () => useFriendshipAction("frank"));
    void result.current.accept();
    await waitFor(() => expect(writes).toHaveLength(1));
    await moment();
    expect(result.current.pending).toBe(true);
    void result.current.accept();
    await moment();
    expect(writes).toHaveLength(1);
    release();
    await waitFor(() => expect(result.current.pending).toBe(false));
  });
});

describe("Accept or Reject in the requests list (accounts-identity.md §8)", () => {
  it("the answer stays pending until the requests are read again: its buttons cannot be pressed again in between", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const writes: unknown[] = [];
    let reads = 0;
    vi.stubGlobal("fetch", async (request: Request) => {
      if (request.method === "POST") {
        writes.push(await request.json());
        return Response.json({ status: true, already: false, result: { id: 3, friendship_id: 3, username: "frank", status: "accepted" } });
      }
      if (++reads > 1) await held;
      return Response.json({ status: true, result: reads > 1 ? [] : [{ id: 3, friendship_id: 3, username: "frank", status: "pending" }] });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => {
        const requests = useQuery(pendingRequestsQuery());
        return { requests, answer: useAnswerRequest() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.requests.data?.result).toHaveLength(1));
    result.current.answer.mutate({ body: { friendship_id: 3, status: "accepted" } });
    await waitFor(() => expect(writes).toHaveLength(1));
    await moment();
    expect(result.current.answer.isPending).toBe(true);
    release();
    await waitFor(() => expect(result.current.answer.isPending).toBe(false));
    expect(result.current.requests.data?.result).toEqual([]);
  });
});

describe("ACCEPT FRIEND REQUEST on a profile opened in another case (/acc/Frank)", () => {
  it("accepts frank's request: the address names the player in any case", async () => {
    const error = vi.spyOn(toast, "error");
    const accepted = { status: true, already: false, result: { id: 3, friendship_id: 3, username: "frank", status: "accepted" } };
    const { result, writes, release } = profileReadHeld("accept_pending", accepted, () => useFriendshipAction("Frank"));
    release();
    await result.current.accept();
    expect(writes).toEqual([{ friendship_id: 3, status: "accepted" }]);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("a failed answer with no answer from the server", () => {
  it("ends at once, the toast said: the requests' read runs on its own, not held while it waits out its retries", async () => {
    vi.spyOn(toast, "error");
    vi.stubGlobal("fetch", (request: Request) =>
      request.method === "POST" ? Promise.reject(new TypeError("Failed to fetch")) : new Promise<Response>(() => undefined),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => {
        useQuery(pendingRequestsQuery());
        return useAnswerRequest();
      },
      { wrapper },
    );
    result.current.mutate({ body: { friendship_id: 3, status: "accepted" } });
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});

describe("the add-friends search (accounts-identity.md §5)", () => {
  it("a name longer than any player's is no one: no results, and nothing asked", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const search = playerSearchQuery("x".repeat(65));
    expect(await new QueryClient().fetchQuery(search)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a 404 is no one (null); another refusal is an error", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ status: false, message: "There was an issue getting the user info" }, { status: 404 }));
    expect(await new QueryClient().fetchQuery(playerSearchQuery("nobody"))).toBeNull();
    vi.stubGlobal("fetch", async () => Response.json({ status: false, message: "Too many requests" }, { status: 429 }));
    await expect(new QueryClient().fetchQuery(playerSearchQuery("frank"))).rejects.toMatchObject({ message: "Too many requests" });
  });
});
