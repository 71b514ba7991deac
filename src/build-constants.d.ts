/**
 * Compile-time constants (vite.config.ts `define`). `__LOCAL_STACK__` is true in every build but a
 * release: the local stack's stand-ins (the dev wallet, hints at the dev mailbox) sit behind it, so
 * the bundler drops them from a release build entirely (a test greps the release build for them).
 */
declare const __LOCAL_STACK__: boolean;
