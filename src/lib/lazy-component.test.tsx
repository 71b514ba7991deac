// @vitest-environment jsdom
import { CatchBoundary } from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chunkOnServer,
  failedChunkUrl,
  isChunkFailure,
  isRepeatedChunkFailure,
  lazyComponent,
  lazyExport,
  pageEntryUrl,
  retryFailedChunks,
} from "./lazy-component";

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

/** A part of a page in a chunk of its own, under its own boundary (a failure is said by the part alone). */
const part = (Lazy: (p: { name: string }) => React.ReactNode, attempt: number) =>
  act(async () => {
    render(
      <CatchBoundary
        key={attempt}
        getResetKey={() => attempt}
        errorComponent={({ error }) => <p role="alert">{error instanceof Error ? error.message : String(error)}</p>}
      >
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="alice" />
        </Suspense>
      </CatchBoundary>,
    );
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a part of a page in a chunk of its own (lazyComponent)", () => {
  it("a chunk that failed stays failed until retryFailedChunks; then the next render asks for it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue({ default: Hello });
    const Lazy = lazyComponent<{ name: string }>(importer);
    await part(Lazy, 1);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Failed to fetch");
    // a render without the retry: the failure, not a new request (React's lazy keeps it the same way)
    cleanup();
    await part(Lazy, 2);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Failed to fetch");
    expect(importer).toHaveBeenCalledTimes(1);
    cleanup();
    retryFailedChunks();
    await part(Lazy, 3);
    expect(await screen.findByRole("heading")).toHaveProperty("textContent", "Hello alice");
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("a failure on the retry of a chunk that failed before is a repeated one; another chunk's first is not", async () => {
    const [first, second, other] = [new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new TypeError("Failed to fetch")];
    const Lazy = lazyComponent<{ name: string }>(vi.fn().mockRejectedValueOnce(first).mockRejectedValueOnce(second));
    await Lazy.preload();
    expect(isChunkFailure(first)).toBe(true);
    expect(isRepeatedChunkFailure(first)).toBe(false);
    await Lazy.preload();
    expect(isRepeatedChunkFailure(second)).toBe(true);
    await lazyComponent<{ name: string }>(vi.fn().mockRejectedValue(other)).preload();
    expect(isRepeatedChunkFailure(other)).toBe(false);
    expect(isRepeatedChunkFailure("offline")).toBe(false);
  });

  it("a failure again while the browser is offline is the connection's, not a repeated one", async () => {
    const [first, offline, online] = [new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new TypeError("Failed to fetch")];
    const Lazy = lazyComponent<{ name: string }>(vi.fn().mockRejectedValueOnce(first).mockRejectedValueOnce(offline).mockRejectedValueOnce(online));
    await Lazy.preload();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await Lazy.preload();
    expect(isRepeatedChunkFailure(offline)).toBe(false);
    onLine.mockReturnValue(true);
    await Lazy.preload();
    expect(isRepeatedChunkFailure(online)).toBe(true);
  });

  it("a retry asks again only for the chunks that failed: one that loaded is kept, and renders at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loaded = vi.fn(() => Promise.resolve({ default: Hello }));
    const Loaded = lazyComponent<{ name: string }>(loaded);
    await part(Loaded, 1);
    expect(await screen.findByRole("heading")).toHaveProperty("textContent", "Hello alice");
    const failed = vi.fn(() => Promise.reject<{ default: typeof Hello }>(new TypeError("Failed to fetch")));
    await lazyComponent<{ name: string }>(failed).preload();
    retryFailedChunks();
    cleanup();
    await part(Loaded, 2);
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("heading")).toHaveProperty("textContent", "Hello alice");
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it("a chunk that loaded, or is loading, is kept: another preload asks for nothing", async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyComponent<{ name: string }>(importer);
    const first = Lazy.preload();
    await Lazy.preload();
    await first;
    await Lazy.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("a route's chunk gone after a new release reloads the page once (its mark kept for the session) and stays as it is meanwhile; gone again after that, it is the boundary's error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // jsdom cannot reload, and says so
    sessionStorage.clear();
    const gone = new TypeError("Failed to fetch dynamically imported module: https://penta.example/assets/part-1.js");
    const route = () => lazyExport<{ name: string }>(vi.fn().mockRejectedValue(gone), "default");
    await part(route(), 1);
    await act(() => new Promise((settled) => setTimeout(settled, 10)));
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sessionStorage.getItem(`tanstack_router_reload:${gone.message}`)).toBe("1");
    cleanup();
    // the page after the reload, still without the file
    await part(route(), 2);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", gone.message);
    sessionStorage.clear();
  });

  it("a part's chunk never reloads the page (the player may have typed on it): its failure is the boundary's at once, known as a chunk's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    sessionStorage.clear();
    const gone = new TypeError("Failed to fetch dynamically imported module: https://penta.example/assets/part-2.js");
    await part(lazyComponent<{ name: string }>(vi.fn().mockRejectedValue(gone)), 1);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", gone.message);
    expect(sessionStorage.length).toBe(0);
    expect(isChunkFailure(gone)).toBe(true);
    // a fault of the code, even a TypeError, is not a chunk's
    expect(isChunkFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkFailure("offline")).toBe(false);
    expect(isChunkFailure(null)).toBe(false);
  });

  it("a chunk that fails with something other than an error object is that failure (there is nothing to mark)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await part(lazyComponent<{ name: string }>(vi.fn().mockRejectedValue("offline")), 1);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "offline");
    expect(isChunkFailure("offline")).toBe(false);
  });
});

describe("a chunk gone from the site for good (a new release), told from one unreachable for a moment", () => {
  const here = (file: string) => `${window.location.origin}/assets/${file}`;

  it("the file is the one the browser names in its error (Chromium, Firefox); WebKit names none", () => {
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${here("panel-1.js")}`))).toBe(here("panel-1.js"));
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${here("panel-2.js")}`))).toBe(here("panel-2.js"));
    expect(failedChunkUrl(new TypeError("Importing a module script failed."))).toBeNull();
    expect(failedChunkUrl("offline")).toBeNull();
  });

  it("the server's own status for that file, asked past every cache; none when it does not answer", async () => {
    const answers = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal("fetch", answers);
    const failed = new TypeError(`Failed to fetch dynamically imported module: ${here("panel-3.js")}`);
    answers.mockResolvedValueOnce(new Response(null, { status: 404 }));
    await expect(chunkOnServer(failed)).resolves.toBe(404);
    expect(answers).toHaveBeenLastCalledWith(here("panel-3.js"), { method: "HEAD", cache: "no-store" });
    answers.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await expect(chunkOnServer(failed)).resolves.toBe(200);
    answers.mockResolvedValueOnce(new Response(null, { status: 503 }));
    await expect(chunkOnServer(failed)).resolves.toBe(503);
    answers.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(chunkOnServer(failed)).resolves.toBeNull();
    // another site's file, or no file named: nothing is asked
    answers.mockClear();
    await expect(chunkOnServer(new TypeError("Failed to fetch dynamically imported module: https://cdn.example/assets/x-1.js"))).resolves.toBeNull();
    await expect(chunkOnServer(new TypeError("Importing a module script failed."))).resolves.toBeNull();
    expect(answers).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("where the browser names no file (WebKit), the page's entry module is asked for: the first of the page's boot list", async () => {
    const answers = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal("fetch", answers);
    const boot = document.createElement("script");
    boot.type = "application/json";
    boot.id = "prerender-boot";
    boot.textContent = JSON.stringify(["/assets/index-1.js", "/assets/framework-1.js"]);
    document.head.append(boot);
    try {
      expect(pageEntryUrl()).toBe(here("index-1.js"));
      const webkit = new TypeError("Importing a module script failed.");
      answers.mockResolvedValueOnce(new Response(null, { status: 404 }));
      await expect(chunkOnServer(webkit)).resolves.toBe(404);
      expect(answers).toHaveBeenLastCalledWith(here("index-1.js"), { method: "HEAD", cache: "no-store" });
      answers.mockResolvedValueOnce(new Response(null, { status: 200 }));
      await expect(chunkOnServer(webkit)).resolves.toBe(200);
      // a file the browser names is asked for itself
      answers.mockResolvedValueOnce(new Response(null, { status: 200 }));
      await expect(chunkOnServer(new TypeError(`error loading dynamically imported module: ${here("panel-4.js")}`))).resolves.toBe(200);
      expect(answers).toHaveBeenLastCalledWith(here("panel-4.js"), { method: "HEAD", cache: "no-store" });
      // a boot list that is not one names no entry
      for (const text of ["not json", "{}", "[1]", "[]"]) {
        boot.textContent = text;
        expect(pageEntryUrl()).toBeNull();
      }
    } finally {
      boot.remove();
      vi.unstubAllGlobals();
    }
    // no boot list (the dev server's pages)
    expect(pageEntryUrl()).toBeNull();
  });
});
