// Page tests (Vitest + Testing Library): the app's real router and routes (loaders, guards, forms)
// at a path in jsdom, with their own QueryClient, against the in-process mock backend
// (vitest.setup.ts: the MSW handlers of mocks/, reseeded before each test). Players are made
// through the backend's dev routes, as the acceptance fixtures make them: never a seed user.
import { QueryClientProvider } from "@tanstack/react-query";
import { AppQueryClient } from "@/lib/query-client";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render } from "@testing-library/react";
import { vi } from "vitest";
import { session } from "@/lib/session";
import { createAppRouter } from "../router";

export const BACKEND = "http://backend.test";

// what jsdom lacks and the app's components use
globalThis.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }) as MediaQueryList;
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
// jsdom has <dialog> without its modal methods
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};

/** The app at `path`: its router, with a memory history and a QueryClient of the test's own. */
export function renderPage(path: string) {
  const queryClient = new AppQueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, pathname: () => router.state.location.pathname };
}

export interface Player {
  username: string;
  email: string;
  password: string;
}

let made = 0;
/** A fresh verified player (through the backend's dev route). */
export async function newPlayer(prefix = "pt"): Promise<Player> {
  const username = `${prefix}_${Date.now().toString(36)}${++made}`.slice(0, 24);
  const player = { username, email: `${username}@example.test`, password: `${username}-pass-1` };
  const res = await fetch(`${BACKEND}/__dev/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...player, referralVerified: true }),
  });
  if (!res.ok) throw new Error(`could not make a player: ${res.status} ${await res.text()}`);
  return player;
}

/** Signs the player in as the app would keep the session (token in the session store). */
export async function signIn(player: Player) {
  const res = await fetch(`${BACKEND}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: player.username, password: player.password }),
  });
  if (!res.ok) throw new Error(`could not sign in: ${res.status}`);
  session.start(((await res.json()) as { token: string }).token);
}

/**
 * The first request to a URL ending in `path` gets no answer (fetch rejects, as when the connection
 * drops): before it reached the backend, or with `reached`, after the backend handled it (the
 * answer lost on its way back); every other request goes through. Counts the requests to that URL.
 * Undone by vi.unstubAllGlobals().
 */
export function loseFirstAnswer(path: string, { reached = false } = {}) {
  const realFetch = globalThis.fetch;
  const sent = { count: 0 };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(path) || sent.count++ > 0) return realFetch(input, init);
    if (reached) await realFetch(input, init);
    throw new TypeError("Failed to fetch");
  });
  return sent;
}

/** A signed-in player with an EVM wallet bound (the backend's dev route: no signature needed). */
export async function playerWithWallet(): Promise<Player> {
  const player = await newPlayer();
  const res = await fetch(`${BACKEND}/__dev/users/wallet`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: player.username }),
  });
  if (!res.ok) throw new Error(`could not bind a wallet: ${res.status}`);
  await signIn(player);
  return player;
}

/** The answer of a captcha, as a person reads it from the image (the backend's dev route). */
export async function captchaAnswer(id: string): Promise<string> {
  return ((await (await fetch(`${BACKEND}/__dev/captcha/${id}`)).json()) as { answer: string }).answer;
}

/** The mails the backend sent to an address, newest first (the dev mailbox). */
export async function mailsTo(address: string): Promise<{ subject: string; link: string }[]> {
  return (await (await fetch(`${BACKEND}/__dev/mailbox.json?to=${encodeURIComponent(address)}`)).json()) as { subject: string; link: string }[];
}

/**
 * Reads the captcha on screen as a person would: the captchas the page asked for are remembered
 * by image (the app's fetch is watched), and the one whose image is shown is answered by the backend.
 */
export function watchCaptchas() {
  const ids = new Map<string, string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes("/captcha/generate") && response.ok)
      void response
        .clone()
        .json()
        .then((b: { captcha_id: string; image: string }) => ids.set(b.image, b.captcha_id));
    return response;
  };
  return {
    restore: () => void (globalThis.fetch = realFetch),
    answer: async (img: HTMLImageElement) => {
      const id = ids.get(img.src.replace(/^data:image\/jpeg;base64,/, ""));
      if (!id) throw new Error("the captcha on screen was not asked for by this page");
      return captchaAnswer(id);
    },
  };
}

/** What the player's authenticator app shows now for the key from the setup screen (the backend's stand-in). */
export async function authenticatorCode(secret: string): Promise<string> {
  return ((await (await fetch(`${BACKEND}/__dev/authenticator?secret=${encodeURIComponent(secret)}`)).json()) as { code: string }).code;
}

/** Types a code into a row of one-character boxes (CodeInput), box by box. */
export function typeCode(getBox: (n: number) => HTMLElement, code: string) {
  [...code].forEach((ch, i) => fireEvent.change(getBox(i + 1), { target: { value: ch } }));
}
