// Writes every picture of the art kit (brand-kit-src/art/): the page art to public/media/<name>.svg
// and the airdrop badges to public/badges/<type>.svg. Run it after changing a scene
// (`npm run generate:art`); the outputs are committed and a unit test checks they match what the
// kit draws.
import { mkdirSync, writeFileSync } from "node:fs";
import { renderArt, renderBadges } from "../../brand-kit-src/art/render.ts";

for (const [dir, art] of [
  ["public/media", renderArt()],
  ["public/badges", renderBadges()],
] as const) {
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of art) writeFileSync(`${dir}/${name}.svg`, svg);
}
