// Draws the local stack's team portraits into public/team/<member>.svg (the member's name as a file
// key, as VITE_TEAM_PHOTO_URL's {member}): one illustrated bust per member of the team list in
// src/features/marketing/content/company.ts, its ring in the role's colour (mocks/art/portrait-art.ts).
// Part of `npm run generate`; the outputs are committed. A deployment shows its own photos instead.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { portraitSvg } from "../../mocks/art/portrait-art.ts";
import { fileKey } from "../../src/config/env-names.ts";

const out = "public/team";
// the list is read from its source (that module reads the app's configuration, which needs Vite)
const source = readFileSync("src/features/marketing/content/company.ts", "utf8");
const members = [...source.matchAll(/\bm\(\s*"([^"]+)",\s*"([^"]+)"/g)].map(([, name, title]) => ({ name: name!, title: title! }));
if (members.length === 0) throw new Error("build-team-portraits: no team members found in company.ts (the m(name, title, …) calls)");

mkdirSync(out, { recursive: true });
const files = new Set(members.map((m) => `${fileKey(m.name)}.svg`));
for (const f of readdirSync(out)) if (!files.has(f)) rmSync(`${out}/${f}`);
for (const m of members) writeFileSync(`${out}/${fileKey(m.name)}.svg`, `${portraitSvg(m.name, m.title)}\n`);
console.log(`team portraits: ${members.length} in ${out}/`);
