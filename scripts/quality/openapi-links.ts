// The contract's links (OpenAPI `links` on a response: where one operation's output feeds another),
// checked against the bundle, where every operation of every service is: a link names an operation
// that exists (by operationId), only parameters that operation has, only properties of its JSON body,
// and takes values from what exists (`$response.body#/…` a property of the linking response,
// `$request.path.…` a path parameter of the linking operation). Redocly and Spectral check a link's
// shape, not what it names.
type Node = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "patch"];

interface Op {
  where: string;
  parameters: Node[];
  body: Node | null;
  responses: Record<string, Node>;
}

/** Every problem of the document's links, one line each (none: the links are sound). */
export function brokenLinks(doc: Node): string[] {
  const at = (ref: string) =>
    ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (node as Node | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  const resolve = (value: unknown): Node => {
    let node = value as Node | undefined;
    while (node && typeof node.$ref === "string" && node.$ref.startsWith("#/")) node = at(node.$ref) as Node | undefined;
    return node ?? {};
  };
  const jsonSchema = (owner: Node) => {
    const schema = (owner.content as Record<string, Node> | undefined)?.["application/json"]?.schema;
    return schema ? resolve(schema) : null;
  };
  const properties = (schema: Node | null): string[] => {
    if (!schema) return [];
    const s = resolve(schema);
    const parts = [...((s.allOf as Node[] | undefined) ?? []), ...((s.oneOf as Node[] | undefined) ?? []), ...((s.anyOf as Node[] | undefined) ?? [])];
    return [...Object.keys((s.properties as Node | undefined) ?? {}), ...parts.flatMap((p) => properties(p))];
  };

  const ops = new Map<string, Op>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Node>))
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      ops.set(op.operationId as string, {
        where: `${method.toUpperCase()} ${path}`,
        parameters: [...((item.parameters as unknown[] | undefined) ?? []), ...((op.parameters as unknown[] | undefined) ?? [])].map(resolve),
        body: op.requestBody ? jsonSchema(resolve(op.requestBody)) : null,
        responses: (op.responses ?? {}) as Record<string, Node>,
      });
    }

  const problems: string[] = [];
  for (const source of ops.values())
    for (const [status, declared] of Object.entries(source.responses)) {
      const response = resolve(declared);
      for (const [name, declaredLink] of Object.entries((response.links ?? {}) as Record<string, Node>)) {
        const link = resolve(declaredLink);
        const where = `${source.where}, response ${status}, link ${name}`;
        const target = ops.get(link.operationId as string);
        if (!target) {
          problems.push(`${where}: no operation ${String(link.operationId ?? link.operationRef)} (name one by its operationId)`);
          continue;
        }
        const parameters = (link.parameters ?? {}) as Node;
        for (const key of Object.keys(parameters))
          if (!target.parameters.some((p) => p.name === key)) problems.push(`${where}: ${String(link.operationId)} has no parameter ${key}`);
        const body = link.requestBody;
        if (body && typeof body === "object")
          for (const key of Object.keys(body))
            if (!properties(target.body).includes(key)) problems.push(`${where}: ${String(link.operationId)}'s body has no property ${key}`);
        // the runtime expressions, whole or embedded in a string ({…})
        const values = [...Object.values(parameters), ...(body && typeof body === "object" ? Object.values(body) : [body])].filter(
          (v): v is string => typeof v === "string",
        );
        for (const expression of values.flatMap((v) => (v.startsWith("$") ? [v] : [...v.matchAll(/\{(\$[^}]+)\}/g)].map((m) => m[1]!)))) {
          const fromBody = /^\$response\.body#\/([^/]+)/.exec(expression);
          const fromPath = /^\$request\.path\.(.+)$/.exec(expression);
          if (fromBody && !properties(jsonSchema(response)).includes(fromBody[1]!))
            problems.push(`${where}: ${expression}: the response has no property ${fromBody[1]}`);
          else if (fromPath && !source.parameters.some((p) => p.in === "path" && p.name === fromPath[1]))
            problems.push(`${where}: ${expression}: the operation has no path parameter ${fromPath[1]}`);
          else if (!fromBody && !fromPath) problems.push(`${where}: ${expression}: only $response.body#/… and $request.path.… are checked`);
        }
      }
    }
  return problems;
}
