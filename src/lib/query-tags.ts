/**
 * The tags of the contract's operations (openapi/*.yaml `tags`). The generated query keys carry
 * them (hey-api's `queryKeys.tags`, openapi-ts.config.ts), so one filter reaches every answer of a
 * tag, whatever its parameters, without reading a key's internals.
 */
export type ApiTag = "badges" | "leaderboards" | "tge" | "pools" | "profile" | "friends" | "mining" | "rewards" | "security" | "wallets" | "public";

/** The filter of every query whose operation has `tag`: `queryClient.invalidateQueries(tagged("pools"))`. */
export const tagged = (tag: ApiTag) => ({ queryKey: [{ tags: [tag] }] });
