export declare function createAppKit(...args: unknown[]): never;
