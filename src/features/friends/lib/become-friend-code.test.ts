// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { becomeFriendCode, useBecomeFriendCode } from "./become-friend-code";

describe("the stored become-friend code (accounts-identity.md §3 become_friend_auto_code)", () => {
  afterEach(() => localStorage.clear());

  it("is kept under the spec's key, and whoever follows it hears each change", () => {
    const renders: (string | null)[] = [];
    renderHook(() => renders.push(useBecomeFriendCode()));
    expect(renders).toEqual([null]);
    act(() => becomeFriendCode.set("bf_one"));
    expect(localStorage.getItem("become_friend_auto_code")).toBe("bf_one");
    expect(becomeFriendCode.get()).toBe("bf_one");
    expect(renders).toEqual([null, "bf_one"]);
    act(() => becomeFriendCode.clear());
    expect(localStorage.getItem("become_friend_auto_code")).toBeNull();
    expect(renders).toEqual([null, "bf_one", null]);
  });

  it("a follower that has gone hears nothing more", () => {
    const renders: (string | null)[] = [];
    const view = renderHook(() => renders.push(useBecomeFriendCode()));
    view.unmount();
    act(() => becomeFriendCode.set("bf_two"));
    expect(renders).toEqual([null]);
  });
});
