/** The median of some numbers (the upper middle of an even count; NaN of none). */
export const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
