/** TanStack Router file-route settings, shared by the Vite plugin and `npm run generate`. */
export const routerConfig = {
  target: "react" as const,
  routesDirectory: "./src/app/routes",
  generatedRouteTree: "./src/app/route-tree.gen.ts",
  quoteStyle: "double" as const,
};
