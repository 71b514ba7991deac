import { useEffect, useState } from "react";

/** The value, once it has stopped changing for `ms` (search inputs: 500 ms, public-pages-mining.md §5). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
