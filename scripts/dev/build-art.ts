// Writes every picture of the art kit (brand-kit-src/art/) to public/media/<name>.svg. Run it after
// changing a scene (`npm run generate:art`); the outputs are committed and a unit test checks they
// match what the kit draws.
import { mkdirSync, writeFileSync } from "node:fs";
import { renderArt } from "../../brand-kit-src/art/render.ts";

mkdirSync("public/media", { recursive: true });
for (const [name, svg] of renderArt()) writeFileSync(`public/media/${name}.svg`, svg);
