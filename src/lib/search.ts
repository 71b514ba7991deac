/**
 * Search-param validation for routes: keeps the named keys when they are strings and drops
 * everything else. Tiny on purpose, since route definitions ship in the entry chunk.
 */
export function stringParams<K extends string>(...keys: K[]) {
  return (search: Record<string, unknown>): { [P in K]?: string } => {
    const out: { [P in K]?: string } = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === "string") out[key] = value;
      else if (typeof value === "number") out[key] = String(value);
    }
    return out;
  };
}
