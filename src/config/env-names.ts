import services from "../../openapi/services.json" with { type: "json" };

/**
 * The names built from the configuration's parts and the parsers of its compound values, without
 * zod: the app reads its configuration through these (the table is src/config/env-table.ts).
 */
export type Service = (typeof services)[number];
export const SERVICES = services as Service[];
export const serviceKey = <S extends Service>(service: S) => `VITE_${service.toUpperCase() as Uppercase<S>}_API_URL` as const;

/** A link's variable: VITE_LINK_<NAME> (the names are the table's, src/config/env-table.ts). */
export const LINK_PREFIX = "VITE_LINK_";
export const linkKey = <N extends string>(name: N) => `${LINK_PREFIX}${name}` as const;

/** `3344=0xabc…,42161=0xdef…` as a map from chain id to address. */
export function parseContracts(list: string): Map<number, `0x${string}`> {
  return new Map(
    list
      .split(",")
      .filter((p) => p.trim())
      .map((pair) => {
        const [id, address] = pair.trim().split("=");
        return [Number(id), address as `0x${string}`];
      }),
  );
}

/** `Name=https://…|Name=https://…` (VITE_PRESS_LINKS) as a list of names and links. */
export function parseNamedLinks(list: string): { name: string; href: string }[] {
  return list
    .split("|")
    .filter((p) => p.trim())
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at).trim(), href: pair.slice(at + 1).trim() };
    });
}

/** A name as a file name's key: "Riot Games" -> "riot-games", "Warner Bros." -> "warner-bros". */
export const fileKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
