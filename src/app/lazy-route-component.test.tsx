// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, StrictMode, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyFn, lazyRouteComponent } from "./lazy-route-component";

/** A chunk that arrives (or fails) when the test says. */
function chunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const importer = vi.fn(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        arrive = () => resolve({ component: ({ name }: { name: string }) => <h1>Hello {name}</h1> });
        fail = reject;
      }),
  );
  return { importer, arrive: () => act(async () => arrive()), fail: (e: Error) => act(async () => fail(e)) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () => (this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children);
}

const shown = (Lazy: (p: { name: string }) => ReactNode) =>
  act(async () => {
    render(
      <StrictMode>
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <Lazy name="alice" />
          </Suspense>
        </Boundary>
      </StrictMode>,
    );
  });

/** React's warnings (console.error) during `run`. */
async function warnings(run: () => Promise<void>) {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await run();
  return errors.mock.calls.map((c) => String(c[0]));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a route's split component (a pending or error state rendered before its chunk arrived)", () => {
  // (React's warning itself shows only in a browser: the slow-phone-dev acceptance project fails on
  // the router's own version; here, the rules of use() this one keeps)
  it("a render before its chunk arrived suspends, then shows the component, without a warning", async () => {
    const { importer, arrive } = chunk();
    const said = await warnings(async () => {
      await shown(lazyRouteComponent(importer, "component"));
      expect(screen.getByText("Loading")).toBeTruthy();
      await arrive();
      expect(await screen.findByRole("heading")).toHaveProperty("textContent", "Hello alice");
    });
    expect(said).toEqual([]);
  });

  it("once its chunk is in (the router's preload), it renders at once, never suspending", async () => {
    const { importer, arrive } = chunk();
    const Lazy = lazyRouteComponent<{ name: string }>(importer, "component");
    const preloaded = Lazy.preload();
    await arrive();
    await preloaded;
    await shown(Lazy);
    expect(screen.getByRole("heading")).toHaveProperty("textContent", "Hello alice");
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("a chunk that failed is the route's error; the router's next load asks for it again", async () => {
    const first = chunk();
    const Lazy = lazyRouteComponent<{ name: string }>(first.importer, "component");
    await warnings(async () => {
      await shown(Lazy);
      await first.fail(new Error("offline"));
      expect(await screen.findByRole("alert")).toHaveProperty("textContent", "offline");
    });
    // Try again: the router loads the route's chunks again before rendering it
    const loading = Lazy.preload();
    expect(first.importer).toHaveBeenCalledTimes(2);
    await first.arrive();
    await loading;
  });
});

describe("a route's split loader (the build's snapshot loads it ahead)", () => {
  it("preload fetches the chunk without running the loader; a call runs it with its arguments", async () => {
    const run = vi.fn((n: number) => n * 2);
    const importer = vi.fn(() => Promise.resolve({ loader: run }));
    const loader = lazyFn(importer, "loader");
    await loader.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
    await expect(loader(21)).resolves.toBe(42);
    expect(run).toHaveBeenCalledWith(21);
  });

  it("a preload whose chunk failed does not throw; the router's call of the loader reports it", async () => {
    const loader = lazyFn(() => Promise.reject<{ loader: () => void }>(new Error("offline")), "loader");
    await expect(loader.preload()).resolves.toBeUndefined();
    await expect(loader()).rejects.toThrow("offline");
  });
});
