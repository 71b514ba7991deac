// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { installDialogPolyfill } from "@/components/testing/jsdom-gaps";
import { ClickVideo } from "@/features/marketing/components/click-video";
import { VideoModal } from "@/features/marketing/components/video-modal";
import { renderPage } from "../testing/page";

beforeAll(installDialogPolyfill);

/** The video's default English captions track, as the player would load it. */
function captionsOf(video: Element) {
  const tracks = [...video.querySelectorAll("track")].filter((t) => t.getAttribute("kind") === "captions");
  expect(tracks).toHaveLength(1);
  const track = tracks[0]!;
  return { src: track.getAttribute("src"), srclang: track.getAttribute("srclang"), label: track.getAttribute("label"), default: track.hasAttribute("default") };
}
const PENXR_CAPTIONS = { src: "/media/penxr.en.vtt", srclang: "en", label: "English", default: true };

describe("every player of the PENXR trailer has its captions (WCAG 1.2.2)", () => {
  afterEach(cleanup);

  it("the home page's PENXR section", async () => {
    renderPage("/");
    const video = await screen.findByLabelText("PENXR trailer", { selector: "video" }, { timeout: 5000 });
    expect(captionsOf(video)).toEqual(PENXR_CAPTIONS);
  });

  it("a video that plays on click (/penxr, the get-started steps, Hexagon City, Pegasus): the poster and Play first, then the player", () => {
    render(<ClickVideo src="/media/penxr.webm" poster="/media/penxr.svg" label="PENXR trailer" />);
    fireEvent.click(screen.getByRole("button", { name: "Play PENXR trailer" }));
    expect(captionsOf(screen.getByLabelText("PENXR trailer", { selector: "video" }))).toEqual(PENXR_CAPTIONS);
  });

  it("the video modal (the chain page's Digital Cinema)", () => {
    render(<VideoModal open onClose={() => undefined} src="/media/penxr.webm" title="Digital Cinema video" />);
    expect(captionsOf(screen.getByLabelText("Digital Cinema video", { selector: "video" }))).toEqual(PENXR_CAPTIONS);
  });
});
