// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSessionEpoch } from "./kept-intents";
import { IDEMPOTENCY_HEADER, STILL_BEING_HANDLED, useWrite, type WriteOptions } from "./write";

type Vars = { body: { n: number }; headers?: Record<string, string> };

/** A write whose answers the test gives, one per call, recording what each call was sent. */
function fakeWrite() {
  const calls: { variables: Vars; answer: (value: string) => void; fail: (error: unknown) => void }[] = [];
  const mutationFn = vi.fn(
    (variables: Vars) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ variables, answer: resolve, fail: reject });
      }),
  );
  return { calls, mutationFn, keyOf: (i: number) => calls[i]!.variables.headers?.[IDEMPOTENCY_HEADER] };
}

const newClient = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });
const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
function mount<V extends { headers?: Record<string, string> } = Vars>(options: WriteOptions<string, unknown, V, unknown>, client = newClient()) {
  return renderHook(() => useWrite(options), { wrapper: wrapperOf(client) });
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** A write whose every call loses its answer (the way failed): `send` says the key a call went with. */
function lostAnswers<V extends { headers?: Record<string, string> }>() {
  const keys: (string | undefined)[] = [];
  const mutationFn = vi.fn((variables: V) => {
    keys.push(variables.headers?.[IDEMPOTENCY_HEADER]);
    return Promise.reject(new TypeError("Failed to fetch"));
  });
  const { result } = mount<V>({ mutationFn });
  const send = async (variables: V) => {
    await result.current.mutateAsync(variables).catch(() => undefined);
    await settle();
    return keys.at(-1);
  };
  return { send, keys };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("useWrite: one effect per intent", () => {
  it("a double call sends one request; the second call has no outcome; the control is pending meanwhile", async () => {
    const w = fakeWrite();
    const onSuccess = vi.fn();
    const { result } = mount({ mutationFn: w.mutationFn, onSuccess });
    const first = result.current.mutateAsync({ body: { n: 1 } });
    const second = vi.fn();
    void result.current.mutateAsync({ body: { n: 1 } }).then(second, second);
    result.current.mutate({ body: { n: 1 } });
    await settle();
    expect(w.mutationFn).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    expect(w.keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    w.calls[0]!.answer("done");
    await expect(first).resolves.toBe("done");
    await settle();
    expect(second).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("mutate and mutateAsync keep their identity across renders (effects that list them run once), with a new answerWritesInto function each render", async () => {
    const w = fakeWrite();
    const { result, rerender } = renderHook(() => useWrite({ mutationFn: w.mutationFn, answerWritesInto: () => [["badges"]] }), {
      wrapper: wrapperOf(newClient()),
    });
    const { mutate, mutateAsync } = result.current;
    void mutateAsync({ body: { n: 1 } });
    await settle();
    w.calls[0]!.answer("done");
    await settle();
    rerender();
    expect(result.current.mutate).toBe(mutate);
    expect(result.current.mutateAsync).toBe(mutateAsync);
  });

  it("mutate and mutateAsync change when an option they read changes, and the new ones act by it", async () => {
    const w = fakeWrite();
    const { result, rerender } = renderHook(({ resendAfterMs }) => useWrite({ mutationFn: w.mutationFn, resendAfterMs }), {
      wrapper: wrapperOf(newClient()),
      initialProps: { resendAfterMs: undefined as number | undefined },
    });
    const { mutate, mutateAsync } = result.current;
    rerender({ resendAfterMs: 0 });
    expect(result.current.mutateAsync).not.toBe(mutateAsync);
    expect(result.current.mutate).not.toBe(mutate);
    // resent at once while the first is under way: the same intent, sent again with its key
    result.current.mutate({ body: { n: 1 } });
    await settle();
    result.current.mutate({ body: { n: 1 } });
    await settle();
    expect(w.mutationFn).toHaveBeenCalledTimes(2);
    expect(w.keyOf(1)).toBe(w.keyOf(0));
  });

  it("the same key when the same values are sent again after a lost answer; a new one after an answer", async () => {
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn });
    const lost = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    w.calls[0]!.fail(new TypeError("Failed to fetch"));
    await expect(lost).rejects.toThrow(TypeError);
    await settle();
    const retry = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    expect(w.keyOf(1)).toBe(w.keyOf(0));
    w.calls[1]!.answer("done");
    await retry;
    await settle();
    // answered: the next spin, claim or send is another intent
    void result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    expect(w.keyOf(2)).not.toBe(w.keyOf(0));
  });

  it("after a lost answer, another file is another intent (a new key); the same file again is the same intent", async () => {
    const { send, keys } = lostAnswers<{ body: { resume: File }; headers?: Record<string, string> }>();
    const file = (name: string, text: string, lastModified = 1) => new File([text], name, { type: "application/pdf", lastModified });
    const sent = (resume: File) => send({ body: { resume } });
    const first = await sent(file("cv.pdf", "one"));
    expect(await sent(file("cv.pdf", "one"))).toBe(first);
    expect(await sent(file("cv-2025.pdf", "one"))).not.toBe(first);
    expect(await sent(file("cv.pdf", "longer one"))).not.toBe(first);
    expect(await sent(file("cv.pdf", "one", 2))).not.toBe(first);
    expect(new Set(keys).size).toBe(4);
  });

  it("the same values are the same intent whatever their keys' order, in lists, with empty (null) fields and dates too", async () => {
    const { send } = lostAnswers<{ body: Record<string, unknown>; headers?: Record<string, string> }>();
    const first = await send({ body: { name: "Ann", bio: null, links: [{ kind: "x", url: "https://x.com/ann" }] } });
    expect(await send({ body: { links: [{ url: "https://x.com/ann", kind: "x" }], bio: null, name: "Ann" } })).toBe(first);
    expect(await send({ body: { name: "Ann", bio: "", links: [{ kind: "x", url: "https://x.com/ann" }] } })).not.toBe(first);
    expect(await send({ body: { name: "Ann", bio: null, links: [{ kind: "x", url: "https://x.com/ann2" }] } })).not.toBe(first);
    // a value that is not a plain object is what JSON says of it: a date by its time
    const dated = await send({ body: { name: "Ann", at: new Date(1) } });
    expect(await send({ body: { name: "Ann", at: new Date(1) } })).toBe(dated);
    expect(await send({ body: { name: "Ann", at: new Date(2) } })).not.toBe(dated);
  });

  it("an answered refusal ends the intent; other values are another intent, sent at once", async () => {
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn });
    const refused = result.current.mutateAsync({ body: { n: 1 } });
    const other = result.current.mutateAsync({ body: { n: 2 } });
    await settle();
    expect(w.mutationFn).toHaveBeenCalledTimes(2);
    expect(w.keyOf(1)).not.toBe(w.keyOf(0));
    w.calls[0]!.fail({ status: false, message: "Wrong captcha" });
    w.calls[1]!.answer("ok");
    await expect(refused).rejects.toEqual({ status: false, message: "Wrong captcha" });
    await other;
    await settle();
    void result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    expect(w.keyOf(2)).not.toBe(w.keyOf(0));
  });

  it("with resendAfterMs (K07), a call after that time is sent again with the same key and gets the first answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const w = fakeWrite();
    const onSuccess = vi.fn();
    const { result } = mount({ mutationFn: w.mutationFn, resendAfterMs: 6000, onSuccess });
    const first = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    void result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    expect(w.mutationFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    const again = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    expect(w.mutationFn).toHaveBeenCalledTimes(2);
    expect(w.keyOf(1)).toBe(w.keyOf(0));
    // the backend still runs the first: the resend is refused as such, and waits for the first's answer
    w.calls[1]!.fail({ status: false, message: STILL_BEING_HANDLED });
    w.calls[0]!.answer("signed in");
    await expect(first).resolves.toBe("signed in");
    await expect(again).resolves.toBe("signed in");
  });

  it("with answerUsableMs, a lost answer's intent is sent again with its key within that time from its first send, and is a new intent after it", async () => {
    // the clock of Date alone, moved by hand: the lifetime is checked to the millisecond
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn, answerUsableMs: 30_000 });
    const lose = async (i: number) => {
      const call = result.current.mutateAsync({ body: { n: 1 } });
      await settle();
      w.calls[i]!.fail(new TypeError("Failed to fetch"));
      await expect(call).rejects.toThrow(TypeError);
      await settle();
    };
    await lose(0);
    vi.setSystemTime(start + 29_999);
    await lose(1);
    expect(w.keyOf(1)).toBe(w.keyOf(0));
    // 30 s after the first send, a repeat would be answered with a first answer that old
    vi.setSystemTime(start + 30_000);
    await lose(2);
    expect(w.keyOf(2)).not.toBe(w.keyOf(0));
    // the new intent's time runs from its own first send
    vi.setSystemTime(start + 59_999);
    await lose(3);
    expect(w.keyOf(3)).toBe(w.keyOf(2));
  });

  it("with resendAfterMs, a resend refused for another reason says that refusal, not the first's answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn, resendAfterMs: 6000 });
    const first = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    vi.advanceTimersByTime(6000);
    const again = result.current.mutateAsync({ body: { n: 1 } });
    await settle();
    w.calls[1]!.fail({ status: false, message: "Session expired" });
    await expect(again).rejects.toEqual({ status: false, message: "Session expired" });
    w.calls[0]!.answer("signed in");
    await expect(first).resolves.toBe("signed in");
  });

  it("with keep, a second call while the kept key is looked up sends nothing; after a lost answer the next call sends the intent again", async () => {
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn, keep: "sign-up" });
    const lost = result.current.mutateAsync({ body: { n: 7 } });
    const second = vi.fn();
    void result.current.mutateAsync({ body: { n: 7 } }).then(second, second);
    await waitFor(() => expect(w.calls).toHaveLength(1));
    w.calls[0]!.fail(new TypeError("Failed to fetch"));
    await expect(lost).rejects.toThrow(TypeError);
    await settle();
    const retry = result.current.mutateAsync({ body: { n: 7 } });
    await waitFor(() => expect(w.calls).toHaveLength(2));
    expect(w.keyOf(1)).toBe(w.keyOf(0));
    w.calls[1]!.answer("made");
    await expect(retry).resolves.toBe("made");
    expect(second).not.toHaveBeenCalled();
  });

  it("with keep, an unanswered intent's key survives a reload for the same values (sessionStorage holds no values)", async () => {
    const w = fakeWrite();
    const before = mount({ mutationFn: w.mutationFn, keep: "sign-up" });
    void before.result.current.mutateAsync({ body: { n: 7 } });
    await waitFor(() => expect(w.mutationFn).toHaveBeenCalledTimes(1));
    before.unmount();
    expect(sessionStorage.getItem("intent:sign-up")).not.toContain('"n"');
    const client = newClient();
    client.setQueryData(["account"], "as the page read it");
    const after = mount({ mutationFn: w.mutationFn, keep: "sign-up", answerWritesInto: () => [["account"]] }, client);
    const resent = after.result.current.mutateAsync({ body: { n: 7 } });
    await waitFor(() => expect(w.mutationFn).toHaveBeenCalledTimes(2));
    expect(w.keyOf(1)).toBe(w.keyOf(0));
    w.calls[1]!.answer("made");
    await resent;
    await settle();
    expect(client.getQueryState(["account"])!.isInvalidated, "the kept key's answer may be the kept one").toBe(true);
    expect(sessionStorage.getItem("intent:sign-up")).toBeNull();
    void after.result.current.mutateAsync({ body: { n: 8 } });
    await waitFor(() => expect(w.mutationFn).toHaveBeenCalledTimes(3));
    expect(w.keyOf(2)).not.toBe(w.keyOf(0));
  });

  it("the answer of a repeat (after a lost answer) may be the backend's kept one, as of the first send: the queries the write's answer goes into are read again; a first answer leaves them, and other queries stay", async () => {
    const client = newClient();
    const w = fakeWrite();
    const { result } = mount({ mutationFn: w.mutationFn, answerWritesInto: ({ body }) => [["badges", body.n]] }, client);
    const invalidated = (key: unknown[]) => client.getQueryState(key)!.isInvalidated;
    for (const key of [["badges", 1], ["badges", 2], ["captcha"]]) client.setQueryData(key, "as the page read it");
    const first = result.current.mutateAsync({ body: { n: 1 } });
    await waitFor(() => expect(w.calls).toHaveLength(1));
    w.calls[0]!.answer("claimed");
    await first;
    await settle();
    expect(invalidated(["badges", 1]), "a first answer").toBe(false);
    const lost = result.current.mutateAsync({ body: { n: 2 } });
    await waitFor(() => expect(w.calls).toHaveLength(2));
    w.calls[1]!.fail(new TypeError("Failed to fetch"));
    await expect(lost).rejects.toThrow("Failed to fetch");
    await settle();
    expect(invalidated(["badges", 2]), "a lost answer").toBe(false);
    const again = result.current.mutateAsync({ body: { n: 2 } });
    await waitFor(() => expect(w.calls).toHaveLength(3));
    expect(w.keyOf(2)).toBe(w.keyOf(1));
    w.calls[2]!.answer("claimed before");
    await again;
    await settle();
    expect(invalidated(["badges", 2]), "the repeat's answer").toBe(true);
    expect([invalidated(["badges", 1]), invalidated(["captcha"])], "the other queries").toEqual([false, false]);
  });

  it("the queries read again are the ones the latest render names", async () => {
    const client = newClient();
    for (const key of [
      ["badges", "old"],
      ["badges", "new"],
    ])
      client.setQueryData(key, "as the page read it");
    const w = fakeWrite();
    const { result, rerender } = renderHook(({ tab }: { tab: string }) => useWrite({ mutationFn: w.mutationFn, answerWritesInto: () => [["badges", tab]] }), {
      wrapper: wrapperOf(client),
      initialProps: { tab: "old" },
    });
    const lost = result.current.mutateAsync({ body: { n: 1 } });
    await waitFor(() => expect(w.calls).toHaveLength(1));
    w.calls[0]!.fail(new TypeError("Failed to fetch"));
    await expect(lost).rejects.toThrow(TypeError);
    rerender({ tab: "new" });
    const again = result.current.mutateAsync({ body: { n: 1 } });
    await waitFor(() => expect(w.calls).toHaveLength(2));
    w.calls[1]!.answer("claimed before");
    await again;
    await settle();
    expect([client.getQueryState(["badges", "old"])!.isInvalidated, client.getQueryState(["badges", "new"])!.isInvalidated]).toEqual([false, true]);
  });

  it("a key kept within its session (a sign-in's) is none after a new session; a form's kept key (sign-up's) outlives it", async () => {
    const w = fakeWrite();
    /** A page that sends the write and is gone before its answer (a reload): the key it sent. */
    const sendAndReload = async (options: Pick<WriteOptions<string, unknown, Vars, unknown>, "keep" | "keepWithinSession">, n: number) => {
      const page = mount({ mutationFn: w.mutationFn, ...options });
      const sent = w.calls.length;
      void page.result.current.mutateAsync({ body: { n } });
      await waitFor(() => expect(w.calls).toHaveLength(sent + 1));
      page.unmount();
      return w.keyOf(sent);
    };
    const signIn = { keep: "sign-in-link", keepWithinSession: true };
    const signUp = { keep: "sign-up" };
    const [signInKey, signUpKey] = [await sendAndReload(signIn, 1), await sendAndReload(signUp, 2)];
    expect(await sendAndReload(signIn, 1), "the same session: the same intent").toBe(signInKey);
    newSessionEpoch();
    expect(await sendAndReload(signIn, 1)).not.toBe(signInKey);
    expect(await sendAndReload(signUp, 2)).toBe(signUpKey);
  });
});
