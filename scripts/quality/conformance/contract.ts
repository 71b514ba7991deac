// The contract as the conformance runner reads it: every operation of the bundled OpenAPI document
// (generated/openapi/all.json, all services), its parameters and body with their examples, and a
// validator for any answer (JSON Schema 2020-12, which OpenAPI 3.1 schemas are, with Ajv).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import bundle from "../../../generated/openapi/all.json" with { type: "json" };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json } & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  example?: Json;
  examples?: Json[];
  default?: Json;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
};

interface RawParameter {
  $ref?: string;
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  example?: Json;
  examples?: Record<string, { value: Json }>;
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: Schema;
  example: Json | undefined;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  /** "required": a session token is needed; "optional": it may be sent; "other": another scheme's token; "none". */
  auth: "required" | "optional" | "other" | "none";
  /** The security schemes the operation accepts. */
  schemes: string[];
  parameters: Parameter[];
  body: { contentType: string; schema: Schema; example: Json | undefined } | null;
  /** Whether it takes the `Idempotency-Key` header (common.yaml): a repeat with one key is answered as the first. */
  idempotencyKey: boolean;
  /** The statuses the contract lists for the operation ("default" aside). */
  statuses: string[];
  hasDefault: boolean;
  /** The promises the operation declares (`x-promises`, docs/conformance.md): each becomes a check of its kind. */
  promises: Declared[];
  /** The links of its success answers (OpenAPI `links`), by name: the operations its answer feeds. */
  links: Record<string, Link>;
}

/** An OpenAPI link: the operation it feeds, and where values of this exchange go in its request. */
export interface Link {
  operationId: string;
  /** The target's parameters by name, each a runtime expression (or a value). */
  parameters?: Record<string, Json>;
  /** The target's body: a value whose strings may be, or embed in braces, runtime expressions. */
  requestBody?: Json;
  description?: string;
}

/** One call of an operation, as a link's runtime expressions read it. */
export interface Exchange {
  request: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  response: { body: unknown };
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
const at = (value: unknown, pointer: string) =>
  pointer === ""
    ? value
    : pointer
        .slice(1)
        .split("/")
        .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>(
          (node, key) => (node && typeof node === "object" && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
          value,
        );

/** One runtime expression of the forms links use: `$response.body#/<pointer>`, `$request.body#/<pointer>`, `$request.path.<name>`, `$request.query.<name>`. */
function expression(expr: string, exchange: Exchange): Json {
  const body = /^\$(request|response)\.body(?:#(\/.*)?)?$/.exec(expr);
  const param = /^\$request\.(path|query)\.(.+)$/.exec(expr);
  const value = body
    ? at(body[1] === "request" ? exchange.request.body : exchange.response.body, body[2] ?? "")
    : param
      ? exchange.request[param[1] as "path" | "query"]?.[param[2]!]
      : (() => {
          throw new Error(`the runtime expression ${expr} is not one the runner reads`);
        })();
  if (value === undefined) throw new Error(`the runtime expression ${expr} names nothing in the exchange`);
  return value as Json;
}

/** A link's value with its runtime expressions evaluated against an exchange (a string may be one, or embed them in braces). */
export function evaluate(value: Json | undefined, exchange: Exchange): Json | undefined {
  if (typeof value === "string") {
    if (value.startsWith("$")) return expression(value, exchange);
    const whole = /^\{(\$[^{}]+)\}$/.exec(value);
    if (whole) return expression(whole[1]!, exchange);
    return value.replace(/\{(\$[^{}]+)\}/g, (_, e: string) => String(expression(e, exchange)));
  }
  if (Array.isArray(value)) return value.map((v) => evaluate(v, exchange) as Json);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, evaluate(v, exchange) as Json]));
  return value;
}

/**
 * The request of the operation that a link of `from`'s answer feeds, made from one exchange of
 * `from`: its path or query parameters (as the target declares each) and its body, as the link
 * says. A sequence of calls follows the contract's links instead of knowing its field names.
 */
export function followLink(from: Operation, name: string, exchange: Exchange, ops: Operation[] = operations()) {
  const link = from.links[name];
  if (!link) throw new Error(`${from.id} has no link ${name}`);
  const target = ops.find((o) => o.id === link.operationId);
  if (!target) throw new Error(`${from.id}'s link ${name} names ${link.operationId}, which the contract does not have`);
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(link.parameters ?? {})) {
    // a name may be qualified by where the parameter goes (`path.id`), as two may share a name
    const [, where, bare] = /^(?:(path|query|header|cookie)\.)?(.+)$/.exec(key)!;
    const param = target.parameters.find((p) => p.name === bare && (!where || p.in === where));
    if (!param) throw new Error(`${from.id}'s link ${name}: ${target.id} has no path or query parameter ${key}`);
    (param.in === "path" ? path : query)[param.name] = String(evaluate(value, exchange));
  }
  return { operationId: target.id, path, query, json: evaluate(link.requestBody, exchange) };
}

/** One declared promise: its id, kind, where it comes from, the source of what its check sends, and its kind's fields. */
export interface Declared {
  id: string;
  kind: string;
  says: string;
  source: string;
  from: string;
  [field: string]: Json;
}

const doc = bundle as unknown as {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

/** Resolves a local `#/components/...` reference (repeatedly). */
export function resolve<T>(value: T | { $ref: string }): T {
  let v = value as { $ref?: string };
  while (v && typeof v === "object" && typeof v.$ref === "string" && v.$ref.startsWith("#/")) {
    v = v.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc) as { $ref?: string };
  }
  return v as T;
}

const firstExample = (o: { example?: Json; examples?: Record<string, { value: Json }> | Json[] }): Json | undefined => {
  if (o.example !== undefined) return o.example;
  if (Array.isArray(o.examples)) return o.examples[0];
  const first = o.examples && Object.values(o.examples)[0];
  return first ? resolve(first).value : undefined;
};

const METHODS = ["get", "post", "put", "patch", "delete"];
/** The security scheme of a signed-in session. */
export const SESSION_SCHEME = "bearerAuth";

export function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => {
    const shared = (item.parameters as RawParameter[] | undefined) ?? [];
    return METHODS.filter((m) => m in item).map((method) => {
      const op = item[method] as {
        operationId: string;
        security?: Record<string, unknown>[];
        parameters?: RawParameter[];
        requestBody?: unknown;
        responses: Record<string, unknown>;
        "x-promises"?: Declared[];
      };
      const security = op.security ?? [];
      const schemes = security.flatMap((s) => Object.keys(s));
      const auth =
        security.length === 0
          ? "none"
          : security.some((s) => Object.keys(s).length === 0)
            ? "optional"
            : schemes.every((s) => s === SESSION_SCHEME)
              ? "required"
              : "other";
      const declared = [...shared, ...(op.parameters ?? [])].map((p) => resolve<RawParameter>(p));
      const parameters = declared
        .filter((p): p is RawParameter & { in: "path" | "query" } => p.in === "path" || p.in === "query")
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.in === "path" || !!p.required,
          schema: p.schema ?? {},
          example: firstExample(p) ?? firstExample(p.schema ?? {}),
        }));
      let body: Operation["body"] = null;
      if (op.requestBody) {
        const rb = resolve<{ content: Record<string, { schema: Schema; example?: Json; examples?: Record<string, { value: Json }> }> }>(
          op.requestBody as never,
        );
        const [contentType, media] = Object.entries(rb.content)[0] ?? [];
        if (contentType && media) body = { contentType, schema: media.schema, example: firstExample(media) };
      }
      const statuses = Object.keys(op.responses).filter((s) => s !== "default");
      return {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        auth,
        schemes,
        parameters,
        body,
        idempotencyKey: declared.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key"),
        statuses,
        hasDefault: "default" in op.responses,
        promises: op["x-promises"] ?? [],
        links: Object.assign(
          {},
          ...Object.entries(op.responses)
            .filter(([status]) => status.startsWith("2"))
            .map(([, response]) => resolve<{ links?: Record<string, unknown> }>(response as never).links ?? {})
            .map((links) => Object.fromEntries(Object.entries(links).map(([k, v]) => [k, resolve<Link>(v as never)]))),
        ) as Record<string, Link>,
      } satisfies Operation;
    });
  });
}

// ---------------------------------------------------------------- samples

/** A value for a schema: its example, first enum value, default, or one made from its type. */
export function sample(schema: Schema | undefined, name = ""): Json {
  const s = resolve<Schema>(schema ?? {});
  const given = firstExample(s as never);
  if (given !== undefined) return given;
  if (s.enum?.length) return s.enum[0]!;
  if (s.default !== undefined) return s.default;
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part)));
  if (s.oneOf ?? s.anyOf) return sample((s.oneOf ?? s.anyOf)![0], name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object":
      return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key], key)]));
    case "array":
      return [];
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    default:
      if (s.pattern && /^\^\[0-9\]/.test(s.pattern)) return "1";
      return name || "sample";
  }
}

/** The properties of an object body schema, with allOf parts merged. */
export function bodyProperties(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const s = resolve<Schema>(schema);
  if (s.allOf) {
    const parts = s.allOf.map(bodyProperties);
    return { properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required) };
  }
  return { properties: Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, resolve<Schema>(v)])), required: s.required ?? [] };
}

// ---------------------------------------------------------------- validation

// ajv-formats is CommonJS: its default export arrives wrapped under ESM
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema(bundle as object, "contract");

const pointer = (...keys: string[]) => keys.map((k) => encodeURIComponent(k.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Checks an answer against the contract: the status must be listed for the operation (or covered by
 * its `default`), and a JSON body must match that response's schema. Returns the first violation.
 */
export function checkAnswer(op: Operation, status: number, body: unknown, contentType: string | null): string | null {
  const key = op.statuses.includes(String(status)) ? String(status) : op.hasDefault ? "default" : null;
  if (!key) return `status ${status} is not in the contract (it lists ${op.statuses.join(", ")})`;
  const operation = doc.paths[op.path]?.[op.method.toLowerCase()] as { responses: Record<string, { $ref?: string } | undefined> } | undefined;
  const declared = operation?.responses[key];
  if (!declared) return `status ${status}: ${op.method} ${op.path} has no response ${key} in the contract`;
  const response = resolve<{ content?: Record<string, unknown> }>(declared as never);
  if (!response.content) return null;
  if (!contentType?.includes("application/json"))
    return `status ${status}: the contract promises JSON, the answer is ${contentType ?? "without a content type"}`;
  const ref = `contract#/${pointer("paths", op.path, op.method.toLowerCase(), "responses", key)}`;
  // a response given by reference is validated through its resolved component
  const responseRef = declared.$ref;
  const schemaRef = responseRef ? `contract${responseRef}/content/application~1json/schema` : `${ref}/content/application~1json/schema`;
  let validate = validators.get(schemaRef);
  if (!validate) {
    validate = ajv.compile({ $ref: schemaRef });
    validators.set(schemaRef, validate);
  }
  if (validate(body)) return null;
  const e = validate.errors?.[0];
  return `status ${status}: ${e?.instancePath || "body"} ${e?.message ?? "does not match the contract"}`;
}

/** Whether an error answer is a documented 4xx with the contract's error body. */
export function checkRefusal(op: Operation, status: number, body: unknown, contentType: string | null): string | null {
  if (status >= 500) return `answered ${status} (a 5xx) to a bad request`;
  if (status < 400) return `accepted a bad request (status ${status})`;
  if (!op.statuses.includes(String(status))) return `answered ${status}, which the contract does not list for this operation`;
  return checkAnswer(op, status, body, contentType);
}
