import services from "../../openapi/services.json" with { type: "json" };

/**
 * The names of the configuration's variables and the parts derived from them, without zod (the
 * shape is env-schema.ts): the app's entry reads the configuration through these.
 */
export type Service = (typeof services)[number];
export const SERVICES = services as Service[];
export const serviceKey = <S extends Service>(service: S) => `VITE_${service.toUpperCase() as Uppercase<S>}_API_URL` as const;

/**
 * Every external link of the site, one variable each (src/config/links.ts gives them to the
 * components by name): socials, stores and the wallet APK, games and dapps, documents, mail.
 */
export const LINK_NAMES = [
  "X",
  "TELEGRAM",
  "DISCORD",
  "YOUTUBE",
  "PETS_GAME",
  "GUNNIES",
  "BARKINCRAFT",
  "BCSH",
  "OVERWORLD",
  "XR_PREVIEW",
  "HEXR",
  "MINT",
  "HEXAGON_CITY_MAP",
  "SWAP",
  "BRIDGE",
  "FAUCET",
  "DOCS",
  "BUILDERS_FORM",
  "WALLET_APK",
  "WALLET_APP_STORE",
  "BRAND_KIT",
  "PEN_ON_ETHEREUM",
  "PEN_ON_ARBITRUM",
  "VALIDATOR_ONE",
  "VALIDATOR_TWO",
  "PEGASUS_DECK",
  "PEGASUS_TOKENOMICS",
  "PEGASUS_FORM",
  "MAIL_PARTNERS",
  "MAIL_MARKET",
  "MAIL_CAREERS",
] as const;
export type LinkName = (typeof LINK_NAMES)[number];
export const linkKey = <N extends LinkName>(name: N) => `VITE_LINK_${name}` as const;

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
