// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "@/lib/session";
import { SpatialFrame } from "./spatial-frame";

/** The frame protocol (accounts-identity.md §7): only the frame's window at its origin, and only to that origin. */
const WORLD = "https://world.example";
const space = { id: "sp_9", name: "Sky Deck", url: "/spatial/owner", about: "Up high.", visits: 0, likes: 0 };
const profile = {
  username: "owner",
  email: "o***@example.test",
  user_avatar: 3,
  mm_address: null,
  metamask_bind: false,
  verified: true,
  email_validated_at: null,
  external_wallets: {},
  extra_data: {},
  connected_socials: [],
  friendship_status: "none" as const,
};

function setup(viewer: { username: string; avatar: number | null } | null) {
  render(<SpatialFrame src={`${WORLD}/world`} space={space} profile={profile} viewer={viewer} />);
  const frame = document.querySelector("iframe")!;
  const target = frame.contentWindow!;
  const post = vi.spyOn(target, "postMessage").mockImplementation(() => {});
  const say = (data: unknown, { origin = WORLD, source = target as MessageEventSource } = {}) =>
    act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin, source })));
  return { frame, post, say };
}

describe("SpatialFrame", () => {
  beforeEach(() => session.start("tok_viewer"));
  afterEach(() => {
    cleanup();
    session.clear();
    vi.useRealTimers();
  });

  it("loads the world for the space and, once it is ready, sends login-data and the space to its origin only", () => {
    const { frame, post, say } = setup({ username: "viewer", avatar: 2 });
    expect(frame.getAttribute("src")).toBe(`${WORLD}/world?space=sp_9`);
    say({ type: "ready" });
    expect(post).toHaveBeenCalledWith({ type: "login-data", data: { signedIn: true, username: "viewer", avatar: 2 } }, WORLD);
    expect(post).toHaveBeenCalledWith(
      {
        type: "showPublicSpaceDataRecived",
        data: {
          owner: "owner",
          space: { id: "sp_9", name: "Sky Deck", about: "Up high." },
          profile: { username: "owner", user_avatar: 3, email: "o***@example.test" },
        },
      },
      WORLD,
    );
    for (const call of post.mock.calls) expect(call[1]).toBe(WORLD);
  });

  it("answers getAcessTokenData with the viewer's token, and a visitor's with none", () => {
    const signedIn = setup({ username: "viewer", avatar: null });
    signedIn.say({ type: "getAcessTokenData" });
    expect(signedIn.post).toHaveBeenCalledWith({ type: "getAcessTokenData", data: { token: "tok_viewer" } }, WORLD);
    cleanup();
    const visitor = setup(null);
    visitor.say({ type: "getAcessTokenData" });
    expect(visitor.post).toHaveBeenCalledWith({ type: "getAcessTokenData", data: { token: null } }, WORLD);
  });

  it("ignores a message from another origin, from another window, or of an unknown type", () => {
    const { post, say } = setup({ username: "viewer", avatar: null });
    say({ type: "getAcessTokenData" }, { origin: "https://evil.example" });
    say({ type: "ready" }, { origin: "https://evil.example" });
    say({ type: "getAcessTokenData" }, { source: window });
    say({ type: "login-data" });
    say("getAcessTokenData");
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText("Loading the space…")).toBeTruthy();
  });

  it("says 'Iframe not ready' when the world has not said it is ready in 10 s", () => {
    vi.useFakeTimers();
    setup(null);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(screen.queryByText("Iframe not ready")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("alert").textContent).toContain("Iframe not ready");
  });
});
