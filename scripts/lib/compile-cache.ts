import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** The size at which the cache is emptied: several times what one run of npm test writes. */
export const COMPILE_CACHE_CAP = 256 * 2 ** 20;

/** The bytes of the files under `dir` (0 when it does not exist). */
function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  return bytes;
}

/**
 * The folder of Node's on-disk cache of compiled code (NODE_COMPILE_CACHE), emptied first when it
 * holds more than `cap` bytes. Node names an entry by the file's path and checks it against the
 * file's content, so a changed file is compiled anew; but a file at a new path each time (a tool's
 * temporary bundle of its config, a mutation run's sandbox) leaves an entry nothing reads again.
 */
export function compileCacheDir(dir: string, cap = COMPILE_CACHE_CAP): string {
  try {
    if (sizeOf(dir) > cap) rmSync(dir, { recursive: true, force: true });
  } catch {
    // no cache yet
  }
  return dir;
}
