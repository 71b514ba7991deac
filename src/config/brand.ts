import brand from "../../brand.json" with { type: "json" };

/** The brand: `{product}` in the specs. Its one source is brand.json at the repository root. */
export const PRODUCT = brand.name;
export const PRODUCT_SLUG = brand.slug;
export const COPYRIGHT_YEAR = 2024;
