// What the mutation gate (scripts/quality/mutation-gate.ts) compares a file by: its code, not its
// bytes. A mutated file and its configuration by the code TypeScript prints without comments; a
// covering test file also with its tests' names and time limits blanked (neither changes what a test kills).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";

export const hash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 16);
export const sha = (path: string): string | null => (existsSync(path) ? hash(readFileSync(path)) : null);

/** A configuration's code as TypeScript prints it without comments: its hash ignores comments and layout. */
export function codeSha(path: string): string | null {
  return printedSha(path, false);
}

/** The functions whose first argument is a test's or a group's name (`it.each(...)("name")` included). */
const NAMED = new Set(["describe", "it", "test", "suite"]);
const namesATest = (callee: ts.Expression): boolean =>
  ts.isIdentifier(callee)
    ? NAMED.has(callee.text)
    : ts.isPropertyAccessExpression(callee)
      ? namesATest(callee.expression)
      : ts.isCallExpression(callee) && namesATest(callee.expression);

/** A test's time limit (`{ timeout: 60_000 }`, or a number after its function): how long it may take, not what it checks. */
const LIMITS = new Set(["timeout", "retry"]);
const isTimeLimit = (arg: ts.Expression) =>
  ts.isNumericLiteral(arg) ||
  (ts.isObjectLiteralExpression(arg) &&
    arg.properties.length > 0 &&
    arg.properties.every((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && LIMITS.has(p.name.text)));

/** A test file's code as printed without comments and with its tests' names blanked: renaming a test changes nothing it kills. */
export function testSha(path: string): string | null {
  return printedSha(path, true);
}

/** Printed hashes by what they were printed from (a report asks for one test file's thousands of times). */
const printed = new Map<string, string>();

/**
 * The same hashes of a file's text as it was when read (a Stryker report's copy of what it tested),
 * not as it is now: a file changed while a re-test ran is recorded as the code that was tested.
 */
export const codeShaOfText = (path: string, text: string) => printedSha(path, false, text);
export const testShaOfText = (path: string, text: string) => printedSha(path, true, text);

function printedSha(path: string, blankTestNames: boolean, given?: string): string | null {
  if (given === undefined && !existsSync(path)) return null;
  const text = given ?? readFileSync(path, "utf8");
  const key = `${blankTestNames}\0${path}\0${hash(text)}`;
  const known = printed.get(key);
  if (known) return known;
  const result = printSha(path, text, blankTestNames);
  printed.set(key, result);
  return result;
}

function printSha(path: string, text: string, blankTestNames: boolean): string {
  const kind = path.endsWith(".mjs") || path.endsWith(".js") ? ts.ScriptKind.JS : path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  let source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  if (blankTestNames) {
    const blank: ts.TransformerFactory<ts.SourceFile> = (context) => (root) => {
      const visit = (node: ts.Node): ts.Node => {
        if (ts.isCallExpression(node) && namesATest(node.expression) && node.arguments.length > 0) {
          const [name, ...rest] = node.arguments;
          const literal = ts.isStringLiteralLike(name!) || ts.isTemplateExpression(name!);
          return context.factory.updateCallExpression(node, ts.visitNode(node.expression, visit) as ts.Expression, node.typeArguments, [
            literal ? context.factory.createStringLiteral("") : (ts.visitNode(name!, visit) as ts.Expression),
            ...rest.filter((arg) => !isTimeLimit(arg)).map((arg) => ts.visitNode(arg, visit) as ts.Expression),
          ]);
        }
        return ts.visitEachChild(node, visit, context);
      };
      return ts.visitNode(root, visit) as ts.SourceFile;
    };
    source = ts.transform(source, [blank]).transformed[0]!;
  }
  return hash(ts.createPrinter({ removeComments: true }).printFile(source));
}
