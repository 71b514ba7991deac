/** Every picture of the art kit, rendered: file name (without .svg) to SVG markup. */
import { Canvas, rngFor } from "./kit";
import { scenes } from "./scenes";

export function renderArt(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, scene] of Object.entries(scenes)) {
    const c = new Canvas(scene.w, scene.h, rngFor(name));
    out.set(name, c.svg(scene.draw(c)));
  }
  return out;
}
