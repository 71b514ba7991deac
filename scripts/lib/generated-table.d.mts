/** Replaces what `file` holds between `<!-- {name}:start -->` and `<!-- {name}:end -->` with `lines`. */
export declare function writeTable(file: string, name: string, lines: string[]): void;
