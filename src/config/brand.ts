import brand from "../../brand.json" with { type: "json" };

/** The brand: `{product}` in the specs. Its one source is brand.json at the repository root. */
export const PRODUCT = brand.name;
export const PRODUCT_SLUG = brand.slug;
export const COPYRIGHT_YEAR = 2024;
/** The web app manifest (installing the site): written by the build (scripts/build/brand-assets.ts), linked by the app (app/main.tsx). */
export const MANIFEST_PATH = "/manifest.webmanifest";
