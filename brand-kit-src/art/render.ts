/** Every picture of the art kit, rendered: file name (without .svg) to SVG markup. */
import { badgeScenes } from "./badges";
import { Canvas, rngFor } from "./kit";
import { type Scene, scenes } from "./scenes";

/** The pictures of one group of scenes: the page art (public/media/) unless told another. */
export function renderArt(group: Record<string, Scene> = scenes): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, scene] of Object.entries(group)) {
    const c = new Canvas(scene.w, scene.h, rngFor(name));
    out.set(name, c.svg(scene.draw(c)));
  }
  return out;
}

/** The airdrop badges (public/badges/<type>.svg). */
export const renderBadges = () => renderArt(badgeScenes);
