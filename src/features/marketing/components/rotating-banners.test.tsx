// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockMatchMedia } from "@/components/testing/jsdom-gaps";
import { TEAM_BANNER_MS, TEAM_BANNER_TRANSITION_MS, VALIDATOR_BANNER_MS } from "@/config/constants";
import { teamBanners } from "../content/company";
import { validators } from "../content/home";
import { TeamBanner, ValidatorBanner } from "./rotating-banners";

const activeImage = () => document.querySelector(".team-banner__image[data-active=true]")?.getAttribute("src");
const validatorShown = () => screen.getByRole("region", { name: "Validators" }).querySelector("strong")?.textContent;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("the banners that move by themselves can be paused (WCAG 2.2.2) and keep still under reduced motion (2.3.3)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe("the team banner", () => {
    it("rotates every 3 s with a 1 s cross-fade; Pause stops it, Play starts it again", () => {
      mockMatchMedia(false);
      render(<TeamBanner />);
      expect(activeImage()).toBe(teamBanners[0]);
      expect((document.querySelector(".team-banner__image") as HTMLElement).style.transition).toBe(`opacity ${TEAM_BANNER_TRANSITION_MS}ms`);
      wait(TEAM_BANNER_MS);
      expect(activeImage()).toBe(teamBanners[1]);
      fireEvent.click(screen.getByRole("button", { name: "Pause team banner" }));
      wait(TEAM_BANNER_MS * 3);
      expect(activeImage()).toBe(teamBanners[1]);
      fireEvent.click(screen.getByRole("button", { name: "Play team banner" }));
      wait(TEAM_BANNER_MS);
      expect(activeImage()).toBe(teamBanners[2]);
    });

    it("holds while hovered or while focus is within it", () => {
      mockMatchMedia(false);
      render(<TeamBanner />);
      const banner = document.querySelector(".team-banner")!;
      fireEvent.mouseEnter(banner);
      wait(TEAM_BANNER_MS * 2);
      expect(activeImage()).toBe(teamBanners[0]);
      fireEvent.mouseLeave(banner);
      wait(TEAM_BANNER_MS);
      expect(activeImage()).toBe(teamBanners[1]);
      act(() => screen.getByRole("button", { name: "Pause team banner" }).focus());
      wait(TEAM_BANNER_MS * 2);
      expect(activeImage()).toBe(teamBanners[1]);
      act(() => screen.getByRole("button", { name: "Pause team banner" }).blur());
      wait(TEAM_BANNER_MS);
      expect(activeImage()).toBe(teamBanners[2]);
    });

    it("under prefers-reduced-motion it starts paused and changes without a transition", () => {
      mockMatchMedia(true);
      render(<TeamBanner />);
      wait(TEAM_BANNER_MS * 3);
      expect(activeImage()).toBe(teamBanners[0]);
      expect((document.querySelector(".team-banner__image") as HTMLElement).style.transition).toBe("none");
      fireEvent.click(screen.getByRole("button", { name: "Play team banner" }));
      wait(TEAM_BANNER_MS);
      expect(activeImage()).toBe(teamBanners[1]);
    });
  });

  describe("the validator banner", () => {
    it("alternates every 10 s, announces nothing by itself (no live region), and Pause stops it", () => {
      mockMatchMedia(false);
      render(<ValidatorBanner />);
      expect(document.querySelector("[aria-live]")).toBeNull();
      expect(validatorShown()).toBe(validators[0]!.name);
      wait(VALIDATOR_BANNER_MS);
      expect(validatorShown()).toBe(validators[1]!.name);
      fireEvent.click(screen.getByRole("button", { name: "Pause validator banner" }));
      wait(VALIDATOR_BANNER_MS * 2);
      expect(validatorShown()).toBe(validators[1]!.name);
      expect(screen.getByRole("button", { name: "Play validator banner" })).toBeTruthy();
    });

    it("holds while hovered, and under prefers-reduced-motion starts paused", () => {
      mockMatchMedia(false);
      const { unmount } = render(<ValidatorBanner />);
      fireEvent.mouseEnter(screen.getByRole("region", { name: "Validators" }));
      wait(VALIDATOR_BANNER_MS * 2);
      expect(validatorShown()).toBe(validators[0]!.name);
      unmount();
      mockMatchMedia(true);
      render(<ValidatorBanner />);
      wait(VALIDATOR_BANNER_MS * 2);
      expect(validatorShown()).toBe(validators[0]!.name);
      expect(screen.getByRole("button", { name: "Play validator banner" })).toBeTruthy();
    });
  });
});
