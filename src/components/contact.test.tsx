// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SocialHandles } from "./contact";

describe("a profile's social handles", () => {
  afterEach(cleanup);

  it("a handle the network proved reads as it is; one typed in the profile form says it is not verified; a missing one, not connected", () => {
    render(<SocialHandles extra={{ twitter_username: "proved_on_x", telegram_username: "typed_on_tg" }} connected={["twitter"]} />);
    const row = (name: string) => screen.getByText(new RegExp(`^${name}:`)).textContent;
    expect(row("X")).toBe("X: proved_on_x");
    expect(row("Telegram")).toBe("Telegram: typed_on_tg (not verified)");
    expect(row("Discord")).toBe("Discord: not connected");
  });
});
