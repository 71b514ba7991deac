// The router plugin's split routes import both from here (vite.config.ts, appLazyRouteComponent).
export { lazyExport as lazyRouteComponent } from "@/lib/lazy-component";

/**
 * A route's split loader (the router plugin puts each route's loader in a chunk of its own): the
 * router's `lazyFn`, and a `preload` that fetches the chunk without running the loader. The build's
 * snapshot of a page loads every chunk of its routes before the first render (main.tsx): a layout
 * whose loader chunk came after the router had shown its pending state stayed that state, and the
 * page's own frame never rendered, on a starved build host.
 */
export function lazyFn<T extends Record<string, (...args: never[]) => unknown>, K extends keyof T>(importer: () => Promise<T>, key: K) {
  const loader = async (...args: Parameters<T[K]>) => ((await importer())[key] as (...a: Parameters<T[K]>) => ReturnType<T[K]>)(...args);
  return Object.assign(loader, {
    preload: () =>
      importer().then(
        () => undefined,
        () => undefined,
      ),
  });
}
