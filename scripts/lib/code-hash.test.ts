// The mutation gate's comparison: a file's result holds while its code does; a comment, a reformat
// or a test's new name re-tests nothing, a changed rule or assertion does.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codeSha, codeShaOfText, codeShaWithLayout, configSha, sha, testSha, testShaOfText, testShaWithLayout } from "./code-hash";

const dir = mkdtempSync(join(tmpdir(), "code-hash-"));
let n = 0;
const file = (text: string, ext = ".ts") => {
  const path = join(dir, `f${++n}${ext}`);
  writeFileSync(path, text);
  return path;
};

describe("a file compared by its code", () => {
  const rule = "export const limit = (n: number) => n > 5;\n";
  it("a comment, blank lines or another layout change nothing; a changed rule does", () => {
    const base = codeSha(file(rule));
    expect(codeSha(file(`// why the limit is five\n\n${rule}`))).toBe(base);
    expect(codeSha(file("export const limit = (n: number) =>\n  n > 5 ;\n"))).toBe(base);
    expect(codeSha(file(rule.replace("> 5", ">= 5")))).not.toBe(base);
    expect(sha(file(`// a comment\n${rule}`))).not.toBe(sha(file(rule)));
  });

  it("a missing file has no code", () => expect(codeSha(join(dir, "none.ts"))).toBeNull());

  it("Stryker's comments count, with the code they stand before: they change which mutants there are", () => {
    const rules = "export const a = (n: number) => n > 1;\nexport const b = (n: number) => n > 2;\n";
    const base = codeSha(file(rules));
    const offA = codeSha(file(`// Stryker disable all: no rule\n${rules}`));
    expect(offA).not.toBe(base);
    // moved to the other rule: other mutants are off
    expect(codeSha(file(rules.replace("export const b", "// Stryker disable all: no rule\nexport const b")))).not.toBe(offA);
    // its reason is a comment like any other
    expect(codeSha(file(`// Stryker disable all: another reason\n\n${rules}`))).toBe(offA);
    expect(codeSha(file(`/* Stryker disable next-line all */\n${rules}`))).not.toBe(base);
  });

  it("a formatter's choices change nothing: where a literal breaks its lines, a trailing comma, JSX's parentheses", () => {
    const call = 'export const f = (x: number) => g({ a: x, b: [1, 2] }, "s");\nimport { p, q } from "m";\n';
    const wrapped =
      'export const f = (x: number) =>\n  g(\n    {\n      a: x,\n      b: [\n        1,\n        2,\n      ],\n    },\n    "s",\n  );\nimport {\n  p,\n  q,\n} from "m";\n';
    expect(codeSha(file(wrapped))).toBe(codeSha(file(call)));
    const jsx = "export const V = () => <p>a</p>;\n";
    expect(codeSha(file("export const V = () => (\n  <p>a</p>\n);\n", ".tsx"))).toBe(codeSha(file(jsx, ".tsx")));
    expect(codeSha(file(call.replace("[1, 2]", "[1, 3]")))).not.toBe(codeSha(file(call)));
    expect(codeSha(file(jsx.replace(">a<", ">b<"), ".tsx"))).not.toBe(codeSha(file(jsx, ".tsx")));
    // a hole at a list's end is code, not a trailing comma: [,] has one element, [] none
    expect(codeSha(file("export const h = [,];\n"))).not.toBe(codeSha(file("export const h = [];\n")));
    expect(codeSha(file("export const h = [1, ,];\n"))).not.toBe(codeSha(file("export const h = [1];\n")));
    // the parentheses around anything else are code: (a + b) * c
    expect(codeSha(file("export const v = (a + b) * c;\n"))).not.toBe(codeSha(file("export const v = a + b * c;\n")));
  });

  it("a result recorded before layout was left out is recognised by the earlier form", () => {
    const wrapped = file("export const o = {\n  a: 1,\n};\n");
    const flat = file("export const o = { a: 1 };\n");
    expect(codeShaWithLayout(wrapped)).not.toBe(codeShaWithLayout(flat));
    expect(codeSha(wrapped)).toBe(codeSha(flat));
    const tests = file('it("one", () => expect({\n  a: 1,\n}).toEqual({ a: 1 }));\n');
    expect(testShaWithLayout(tests)).not.toBe(testSha(tests));
  });
});

describe("a configuration, less the options that shape no result", () => {
  const config = `export default {
  testRunner: "vitest",
  timeoutMS: 10_000,
  reporters: ["html", "json"],
  test: { env: { A: "1" }, testTimeout: 5_000, projects: [{ test: { name: "shared" } }] },
};
`;
  const unread = ["reporters", "testTimeout", "projects"];
  it("a change of an option left out changes nothing, wherever it is set; one the run reads does", () => {
    const base = configSha(file(config), unread);
    expect(configSha(file(config.replace('["html", "json"]', '["html"]')), unread)).toBe(base);
    expect(configSha(file(config.replace("testTimeout: 5_000", "testTimeout: 30_000")), unread)).toBe(base);
    expect(configSha(file(config.replace('name: "shared"', 'name: "unit"')), unread)).toBe(base);
    expect(configSha(file(config.replace('  reporters: ["html", "json"],\n', "")), unread)).toBe(base);
    expect(configSha(file(config.replace("10_000", "20_000")), unread)).not.toBe(base);
    expect(configSha(file(config.replace('A: "1"', 'A: "2"')), unread)).not.toBe(base);
    // without the list, every option counts
    expect(configSha(file(config.replace("testTimeout: 5_000", "testTimeout: 30_000")), [])).not.toBe(configSha(file(config), []));
  });
});

describe("a covering test file, its tests' names left out", () => {
  const tests = `describe("limits (the spec's)", () => {
  it("refuses six", () => expect(limit(6)).toBe(true));
  it.each([[1], [2]])("takes %s", (x) => expect(limit(x)).toBe(false));
  test.describe("a group", () => {});
});
`;
  it("renaming a test or a group changes nothing; its assertion or its table does", () => {
    const base = testSha(file(tests));
    expect(testSha(file(tests.replace("limits (the spec's)", "limits").replace("refuses six", "six is too many").replace("takes %s", "%s passes")))).toBe(base);
    expect(testSha(file(tests.replace("toBe(true)", "toBe(false)")))).not.toBe(base);
    expect(testSha(file(tests.replace("[[1], [2]]", "[[1]]")))).not.toBe(base);
    // the names count for the plain code hash
    expect(codeSha(file(tests.replace("refuses six", "six is too many")))).not.toBe(codeSha(file(tests)));
  });

  it("a test's time limit changes nothing either, in either form", () => {
    const base = testSha(file(tests));
    expect(testSha(file(tests.replace('it("refuses six", () =>', 'it("refuses six", { timeout: 60_000 }, () =>')))).toBe(base);
    expect(testSha(file(tests.replace("toBe(true));", "toBe(true), 30_000);")))).toBe(base);
    expect(testSha(file(tests.replace('it("refuses six", () =>', 'it("refuses six", { timeout: 60_000, skip: true }, () =>')))).not.toBe(base);
  });

  it("reads a TSX test as TSX", () => {
    const tsx = 'it("renders", () => render(<p title="a">text</p>));\n';
    expect(testSha(file(tsx, ".tsx"))).toBe(testSha(file(tsx.replace('"renders"', '"shows the text"'), ".tsx")));
    expect(testSha(file(tsx, ".tsx"))).not.toBe(testSha(file(tsx.replace(">text<", ">other<"), ".tsx")));
  });

  it("a text as a run read it hashes as that file did then: a file changed since is stale against it", () => {
    const before = "export const rule = (a: number) => a > 1;\n";
    const path = file(before);
    const asRun = codeShaOfText(path, before);
    expect(asRun).toBe(codeSha(path));
    expect(testShaOfText(path, before)).toBe(testSha(path));
    writeFileSync(path, "export const rule = (a: number) => a >= 1;\n");
    expect(codeSha(path)).not.toBe(asRun);
  });
});
