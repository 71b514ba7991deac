// Draws the local stack's pictures of people and partners from their names (mocks/art/):
// - public/team/<member>.svg: the team's portraits (the member's name as a file key, as
//   VITE_TEAM_PHOTO_URL's {member}), one bust per member of the team list in
//   src/features/marketing/content/company.ts, its ring in the role's colour; a deployment shows
//   its own photos instead;
// - public/creators/: a portrait of each creator of the seed's influencer list (mocks/seed-listings.ts);
// - public/partners/: each mining partner's emblem, drawn as its collection's NFTs are.
// Part of `npm run generate`; the outputs are committed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { collectionEmblemSvg } from "../../mocks/art/nft-art.ts";
import { portraitSvg } from "../../mocks/art/portrait-art.ts";
import { INFLUENCERS, PARTNERS } from "../../mocks/seed-listings.ts";
import { fileKey } from "../../src/config/env-names.ts";

/** Writes each picture into its folder and removes what is no longer drawn there. */
function write(folder: string, pictures: Map<string, string>) {
  mkdirSync(folder, { recursive: true });
  for (const f of readdirSync(folder)) if (!pictures.has(f)) rmSync(`${folder}/${f}`);
  for (const [file, svg] of pictures) writeFileSync(`${folder}/${file}`, `${svg}\n`);
  console.log(`${folder}: ${pictures.size} pictures`);
}

// the team list is read from its source (that module reads the app's configuration, which needs Vite)
const source = readFileSync("src/features/marketing/content/company.ts", "utf8");
const members = [...source.matchAll(/\bm\(\s*"([^"]+)",\s*"([^"]+)"/g)].map(([, name, title]) => ({ name: name!, title: title! }));
if (members.length === 0) throw new Error("build-people-art: no team members found in company.ts (the m(name, title, …) calls)");

write("public/team", new Map(members.map((m) => [`${fileKey(m.name)}.svg`, portraitSvg(m.name, m.title)])));
write("public/creators", new Map(INFLUENCERS.map((c) => [basename(c.image), portraitSvg(c.name, "Creator")])));
write("public/partners", new Map(PARTNERS.map((p) => [basename(p.logo), collectionEmblemSvg(p.name)])));
