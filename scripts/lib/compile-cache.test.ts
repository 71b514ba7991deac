import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compileCacheDir } from "./compile-cache";

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A cache folder with files of these sizes, one in a subfolder as Node keeps them. */
function cacheOf(...sizes: number[]): string {
  const root = mkdtempSync(join(tmpdir(), "compile-cache-"));
  made.push(root);
  const dir = join(root, "v24");
  mkdirSync(join(dir, "nested"), { recursive: true });
  sizes.forEach((size, i) => writeFileSync(join(dir, i === 0 ? "nested/first" : `entry-${i}`), Buffer.alloc(size)));
  return dir;
}

describe("the compile cache's folder", () => {
  it("is kept while its files, counted in every subfolder, hold at most the cap", () => {
    const dir = cacheOf(600, 400);
    expect(compileCacheDir(dir, 1000)).toBe(dir);
    expect(existsSync(join(dir, "nested/first"))).toBe(true);
  });

  it("is emptied once they hold more, and named all the same for Node to fill again", () => {
    const dir = cacheOf(600, 401);
    expect(compileCacheDir(dir, 1000)).toBe(dir);
    expect(existsSync(dir)).toBe(false);
  });

  it("a folder not made yet is named as it is", () => {
    const dir = join(cacheOf(), "not-yet");
    expect(compileCacheDir(dir, 1000)).toBe(dir);
  });
});
