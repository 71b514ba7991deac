// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAnswerRequest } from "./friends";

/** The friends' writes through the app's one write mechanism (src/lib/write.ts), against a stubbed backend. */
function answering(body: unknown) {
  const seen: { key: string | null; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    seen.push({ key: request.headers.get("idempotency-key"), body: await request.json() });
    return Response.json(body);
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { seen, hook: renderHook(() => useAnswerRequest(), { wrapper }) };
}

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
