// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT } from "@/config/brand";
import { lazyComponent } from "@/lib/lazy-component";
import { OFFLINE_SENTENCE, UNREACHABLE_SENTENCE } from "@/lib/network-failure";
import { PartFailure } from "./part-failure";

const file = () => `${window.location.origin}/assets/panel-1.js`;

/** The last of `times` failures of one part's chunk, as the lazy loader marks them (a Try again between each). */
async function chunkFailure(times: number): Promise<TypeError> {
  const failures = Array.from({ length: times }, () => new TypeError(`Failed to fetch dynamically imported module: ${file()}`));
  const importer = vi.fn();
  for (const failure of failures) importer.mockRejectedValueOnce(failure);
  const Part = lazyComponent(importer);
  for (let i = 0; i < times; i++) await Part.preload();
  return failures[times - 1]!;
}

/** The part's failure shown, once the server's answer for its file (status, or none) has come. */
async function shown(failure: unknown, status: number | null) {
  const answers = vi.fn(() => (status === null ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(new Response(null, { status }))));
  vi.stubGlobal("fetch", answers);
  const onRetry = vi.fn();
  await act(async () => {
    render(<PartFailure failure={failure} what="The wallets" onRetry={onRetry} />);
  });
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  return { alert: screen.getByRole("alert").textContent, button: screen.getByRole("button").textContent, onRetry, answers };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a part of a page that failed says so in its place, with the way on that can work", () => {
  it("a chunk that could not be loaded, its file on the server: Try again", async () => {
    const { alert, button, onRetry, answers } = await shown(await chunkFailure(1), 200);
    expect(alert).toBe(`The wallets could not be loaded. ${UNREACHABLE_SENTENCE}`);
    expect(button).toBe("Try again");
    expect(answers).toHaveBeenCalledWith(file(), { method: "HEAD", cache: "no-store" });
    fireEvent.click(screen.getByRole("button"));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("failed again on a Try again while the server has its file (an engine that keeps the failure): Reload the page", async () => {
    const { alert, button, onRetry } = await shown(await chunkFailure(2), 200);
    expect(alert).toBe("The wallets still could not be loaded. Reload the page to try again.");
    expect(button).toBe("Reload the page");
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("failed again with the server unreachable, or answering an error: still Try again", async () => {
    for (const status of [null, 503]) {
      const { alert, button } = await shown(await chunkFailure(2), status);
      expect(alert).toBe(`The wallets could not be loaded. ${UNREACHABLE_SENTENCE}`);
      expect(button).toBe("Try again");
      cleanup();
    }
  });

  it("failed again, before the server has answered for its file: it could not be loaded, and nothing of the connection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    await act(async () => {
      render(<PartFailure failure={await chunkFailure(2)} what="The wallets" onRetry={vi.fn()} />);
    });
    expect(screen.getByRole("alert").textContent).toBe("The wallets could not be loaded.");
    cleanup();
    // a first failure says what is likeliest at once
    await act(async () => {
      render(<PartFailure failure={await chunkFailure(1)} what="The wallets" onRetry={vi.fn()} />);
    });
    expect(screen.getByRole("alert").textContent).toBe(`The wallets could not be loaded. ${UNREACHABLE_SENTENCE}`);
  });

  it("another failure shown in its place is judged on its own answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    let view: ReturnType<typeof render> | undefined;
    const gone = await chunkFailure(1);
    await act(async () => {
      view = render(<PartFailure failure={gone} what="The wallets" onRetry={vi.fn()} />);
    });
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
    expect(screen.getByRole("alert").textContent).toBe(`A new version of ${PRODUCT} is out. Reload the page to use it.`);
    await act(async () => {
      view!.rerender(<PartFailure failure={new TypeError("Cannot read properties of undefined")} what="The wallets" onRetry={vi.fn()} />);
    });
    expect(screen.getByRole("alert").textContent).toBe("The wallets could not be shown. Please try again.");
    expect(screen.getByRole("button").textContent).toBe("Try again");
  });

  it("its file gone from the site (a new release): a new version is out, Reload the page", async () => {
    const { alert, button } = await shown(await chunkFailure(1), 404);
    expect(alert).toBe(`A new version of ${PRODUCT} is out. Reload the page to use it.`);
    expect(button).toBe("Reload the page");
  });

  it("offline, nothing is asked: the part could not be loaded, and Try again once the connection is back", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { alert, button, answers } = await shown(await chunkFailure(2), 200);
    expect(alert).toBe(`The wallets could not be loaded. ${OFFLINE_SENTENCE}`);
    expect(button).toBe("Try again");
    expect(answers).not.toHaveBeenCalled();
  });

  it("a fault of the part's code (not its chunk): it could not be shown, and nothing is asked", async () => {
    const { alert, button, answers } = await shown(new TypeError("Cannot read properties of undefined"), 404);
    expect(alert).toBe("The wallets could not be shown. Please try again.");
    expect(button).toBe("Try again");
    expect(answers).not.toHaveBeenCalled();
  });
});
