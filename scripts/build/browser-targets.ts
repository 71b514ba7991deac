// The build's target from the supported-browsers policy (the `browserslist` of package.json; the
// docs: docs/browsers.md): the oldest version of each engine the policy names, in the form the
// bundler's `build.target` takes. The lint (eslint-plugin-compat) reads the same list.
import browserslist from "browserslist";

/** Caniuse's names for the browsers, as the bundler names their engines (Android's browsers are their desktop engines). */
const ENGINE: Record<string, string> = {
  chrome: "chrome",
  and_chr: "chrome",
  android: "chrome",
  edge: "edge",
  firefox: "firefox",
  and_ff: "firefox",
  safari: "safari",
  ios_saf: "ios",
  opera: "opera",
};

/**
 * Samsung Internet is Chromium: the Chromium a version is built on (Samsung's release notes). A
 * newer version than the table knows is built on a Chromium at least as new as the newest here, so
 * that one is a safe floor; an older one stops the build, to be looked up, not guessed.
 */
const SAMSUNG_CHROMIUM: [samsung: number, chromium: number][] = [
  [27, 125],
  [28, 130],
];

export function browserTargets(query = browserslist.loadConfig({ path: process.cwd() })): string[] {
  if (!query) throw new Error("package.json has no browserslist: the supported browsers are the build's target");
  const oldest = new Map<string, number>();
  const keep = (engine: string, version: number) => oldest.set(engine, Math.min(oldest.get(engine) ?? Infinity, version));
  for (const entry of browserslist(query)) {
    const [name, range] = entry.split(" ") as [string, string];
    const version = Number.parseFloat(range.split("-")[0]!);
    if (name === "samsung") {
      const chromium = SAMSUNG_CHROMIUM.findLast(([samsung]) => samsung <= version)?.[1];
      if (!chromium) throw new Error(`Samsung Internet ${version} is in the supported browsers: add the Chromium it is built on to SAMSUNG_CHROMIUM`);
      keep("chrome", chromium);
    } else if (ENGINE[name]) keep(ENGINE[name], version);
    else throw new Error(`${entry} is in the supported browsers, but the build has no target for ${name}: add it to ENGINE or leave it out of the policy`);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}
