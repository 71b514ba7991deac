// What the mutation gate (scripts/quality/mutation-gate.ts) compares a file by: its code, not its
// bytes. A mutated file by the code TypeScript prints without comments and without layout (where
// lines break, trailing commas, the parentheses around a JSX element); its configuration also
// without the options that shape no mutant's result; a covering test file also with its tests'
// names and time limits blanked (neither changes what a test kills).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";

export const hash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 16);
export const sha = (path: string): string | null => (existsSync(path) ? hash(readFileSync(path)) : null);

/** How a file is printed before it is hashed. */
interface Printing {
  /** Its tests' names and time limits blanked (a covering test file). */
  blankTestNames?: boolean;
  /** Options left out, by name (a configuration's options that shape no result). */
  without?: readonly string[];
  /**
   * As it was hashed before layout was left out (comments alone): a result recorded then still
   * holds for the same code.
   */
  keepLayout?: boolean;
}

/** A file's code as TypeScript prints it without comments and layout: its hash ignores both. */
export function codeSha(path: string): string | null {
  return printedSha(path, {});
}

/** The same, as hashed before layout was left out: the form of results recorded then. */
export const codeShaWithLayout = (path: string) => printedSha(path, { keepLayout: true });

/** A configuration's code, the options named left out wherever they are set: a change of one of them changes no result. */
export const configSha = (path: string, without: readonly string[]) => printedSha(path, { without });

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
  return printedSha(path, { blankTestNames: true });
}

/** The same, as hashed before layout was left out. */
export const testShaWithLayout = (path: string) => printedSha(path, { blankTestNames: true, keepLayout: true });

/** Printed hashes by what they were printed from (a report asks for one test file's thousands of times). */
const printed = new Map<string, string>();

/**
 * The same hashes of a file's text as it was when read (a Stryker report's copy of what it tested),
 * not as it is now: a file changed while a re-test ran is recorded as the code that was tested.
 */
export const codeShaOfText = (path: string, text: string) => printedSha(path, {}, text);
export const testShaOfText = (path: string, text: string) => printedSha(path, { blankTestNames: true }, text);

function printedSha(path: string, printing: Printing, given?: string): string | null {
  if (given === undefined && !existsSync(path)) return null;
  const text = given ?? readFileSync(path, "utf8");
  const key = `${JSON.stringify(printing)}\0${path}\0${hash(text)}`;
  const known = printed.get(key);
  if (known) return known;
  const result = printSha(path, text, printing);
  printed.set(key, result);
  return result;
}

/** A node's or a list's place in the text, which the printer reads to keep the source's line breaks. */
type Placed = { pos: number; end: number; hasTrailingComma?: boolean; multiLine?: boolean };

/**
 * Leaves out what a formatter decides, in place: where a literal, a list or a block breaks its lines
 * (the printer keeps the source's breaks while a node has its place in the text, so each loses it)
 * and a list's trailing comma. A literal is then printed from its value (quotes, digit separators).
 */
function withoutLayout(node: ts.Node): void {
  const placed = node as unknown as Placed;
  placed.pos = placed.end = -1;
  if ("multiLine" in node) placed.multiLine = false;
  ts.forEachChild(node, withoutLayout, (nodes) => {
    const list = nodes as unknown as Placed;
    list.pos = list.end = -1;
    // a hole at the end is written as its comma: `[,]` is not `[]`
    list.hasTrailingComma = nodes.length > 0 && ts.isOmittedExpression(nodes[nodes.length - 1]!);
    nodes.forEach(withoutLayout);
  });
}

/** The parentheses a formatter puts around a JSX element that spans lines (they change nothing). */
const isWrappedJsx = (node: ts.Node): node is ts.ParenthesizedExpression =>
  ts.isParenthesizedExpression(node) && (ts.isJsxElement(node.expression) || ts.isJsxSelfClosingElement(node.expression) || ts.isJsxFragment(node.expression));

/** An option set in an object literal (`name: value`, `name`, or `"name": value`). */
const optionName = (property: ts.ObjectLiteralElementLike) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/**
 * Stryker's comments that turn its mutants off and on (`// Stryker disable all`, `disable next-line`,
 * `restore`), each with the line of code after it: they change which mutants a file has, so they
 * count, where other comments do not.
 */
function strykerDirectives(text: string): string[] {
  const lines = text.split("\n");
  const found: string[] = [];
  lines.forEach((line, i) => {
    const directive = /\/[/*]\s*Stryker (disable|restore)\b[^:*\n]*/.exec(line)?.[0];
    if (!directive) return;
    const next = lines.slice(i + 1).find((l) => l.trim() !== "" && !/^\s*(\/\/|\/?\*)/.test(l)) ?? "";
    found.push(`${directive.replace(/\s+/g, " ")}\0${next.replace(/\s+/g, "")}`);
  });
  return found;
}

function printSha(path: string, text: string, { blankTestNames = false, without = [], keepLayout = false }: Printing): string {
  const kind = path.endsWith(".mjs") || path.endsWith(".js") ? ts.ScriptKind.JS : path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  let source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  if (!keepLayout) withoutLayout(source);
  const leftOut = new Set(without);
  if (!keepLayout || leftOut.size > 0) {
    const plain: ts.TransformerFactory<ts.SourceFile> = (context) => (root) => {
      const visit = (node: ts.Node): ts.Node => {
        if (!keepLayout && isWrappedJsx(node)) return ts.visitNode(node.expression, visit) as ts.Expression;
        if (leftOut.size > 0 && ts.isObjectLiteralExpression(node))
          return context.factory.createObjectLiteralExpression(
            node.properties.filter((p) => !leftOut.has(optionName(p) ?? "")).map((p) => ts.visitNode(p, visit) as ts.ObjectLiteralElementLike),
            false,
          );
        return ts.visitEachChild(node, visit, context);
      };
      return ts.visitNode(root, visit) as ts.SourceFile;
    };
    source = ts.transform(source, [plain]).transformed[0]!;
  }
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
  const printedCode = ts.createPrinter({ removeComments: true }).printFile(source);
  const directives = keepLayout ? [] : strykerDirectives(text);
  return hash(directives.length > 0 ? `${printedCode}\0${directives.join("\n")}` : printedCode);
}
