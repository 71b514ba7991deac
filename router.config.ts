/** TanStack Router file-route settings, shared by the Vite plugin and `npm run generate`. */
export const routerConfig = {
  target: "react" as const,
  routesDirectory: "./src/app/routes",
  generatedRouteTree: "./src/app/route-tree.gen.ts",
  quoteStyle: "double" as const,
};

/** The app shell in the build: what the host serves for a page path without a prerendered page. */
export const APP_SHELL = "app.html";
