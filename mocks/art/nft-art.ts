/**
 * The mock's NFT art: a picture for every token, drawn from `${collection}:${tokenId}` alone, so one
 * token always looks the same and no two of a player's tokens look alike; and each collection's
 * emblem. Pictures travel as `data:image/svg+xml,` URIs (openapi/mining.yaml, MiningItem.image), each
 * made once and kept.
 */
import { drawFair } from "./fair-art";
import { drawGem } from "./gem-art";
import { drawHero } from "./hero-art";
import { drawPet } from "./pet-art";
import { Art, rand, type Rand, svgDataUri } from "./svg-kit";

export type ArtKind = "hero" | "pet" | "fair" | "gem";

/** Which subject a collection is drawn as: Heroes, the Digital Art Fair, the pets (Pixel Pals), or a crystal. */
export function artKind(collection: string | null | undefined): ArtKind {
  const name = (collection ?? "").toLowerCase();
  if (/\bhero/.test(name)) return "hero";
  if (/art fair/.test(name)) return "fair";
  if (/\bpals?\b|\bpets?\b/.test(name)) return "pet";
  return "gem";
}

const DRAW: Record<ArtKind, (a: Art, r: Rand, framed?: boolean) => void> = { hero: drawHero, pet: drawPet, fair: drawFair, gem: drawGem };

/** The SVG of one token. */
export function nftArtSvg(collection: string | null | undefined, tokenId: string): string {
  const art = new Art();
  DRAW[artKind(collection)](art, rand(`${collection ?? ""}:${tokenId}`));
  return art.svg();
}

/** The SVG of a collection's emblem: its subject in a pentagon medallion. */
export function collectionEmblemSvg(collection: string): string {
  const art = new Art();
  DRAW[artKind(collection)](art, rand(`${collection}:emblem`), false);
  art.medallion("#ffc24b");
  return art.svg();
}

const made = new Map<string, string>();
const kept = (key: string, make: () => string) => {
  let uri = made.get(key);
  if (uri === undefined) made.set(key, (uri = svgDataUri(make())));
  return uri;
};

/** A token's picture as a data URI (made once per collection and id). */
export const nftArtUri = (collection: string | null | undefined, tokenId: string) =>
  kept(`${collection ?? ""}:${tokenId}`, () => nftArtSvg(collection, tokenId));

/** A collection's emblem as a data URI. */
export const collectionEmblemUri = (collection: string) => kept(`emblem:${collection}`, () => collectionEmblemSvg(collection));
