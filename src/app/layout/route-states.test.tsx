// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { RouteError } from "./route-states";

afterEach(cleanup);

/** What the error reporter's stand-in received (the in-process mock backend). */
const reports = async () => (await (await fetch("http://backend.test/__dev/errors.json")).json()) as { raw: string; event: { tags?: object } }[];

// the reporter's SDK is imported on the first error: 2-3 s of module loading in a test, many more
// on a busy machine or under Stryker's instrumentation. Loaded before the test, it is not raced
// against the wait for the report (the first error still imports it, from the module cache)
beforeAll(() => import("@sentry/browser"), 120_000);

test("an error thrown in a component reaches the error reporter's stand-in, scrubbed; the page offers Try again", { timeout: 30_000 }, async () => {
  const before = (await reports()).length;
  function Broken(): never {
    throw new Error("profile of bob@example.com failed at https://play.pentagames.io/acc/bob?code=SECRET for 0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  }
  const root = createRootRoute({ errorComponent: RouteError });
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: "/", component: Broken })]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  await expect.poll(async () => (await reports()).length, { timeout: 20_000 }).toBe(before + 1);
  const report = (await reports()).at(-1)!;
  expect(report.event.tags).toMatchObject({ kind: "route" });
  expect(report.raw).toContain("profile of [email] failed at https://play.pentagames.io/acc/[user] for [address]");
  for (const secret of ["bob@example.com", "SECRET", "/acc/bob", "0x70997970"]) expect(report.raw).not.toContain(secret);
});
