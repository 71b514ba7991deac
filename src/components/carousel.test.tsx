// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockMatchMedia } from "@/components/testing/jsdom-gaps";
import { Carousel } from "./carousel";

beforeAll(() => mockMatchMedia(false));

const news = ["Mainnet", "Airdrop", "Pets"];
const carousel = (label: string) =>
  render(<Carousel label={label} items={news} perView={{ mobile: 1, desktop: 3 }} itemKey={(n) => n} render={(n) => <p>{n}</p>} />);

describe("Carousel arrows: a plain name, and no visible text it would have to contain (WCAG 2.5.3)", () => {
  afterEach(cleanup);

  it("names the arrows after what the carousel holds: Previous news, Next news", () => {
    carousel("News carousel");
    for (const name of ["Previous news", "Next news"]) {
      const button = screen.getByRole("button", { name });
      // the arrow is an icon hidden from assistive technology: no visible text to leave out of the name
      expect(button.textContent).toBe("");
      expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
  });

  it("a label without the word 'carousel' is used as it is (the badges): Previous badges", () => {
    carousel("Badges");
    expect(screen.getByRole("button", { name: "Previous badges" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next badges" })).toBeTruthy();
  });
});
