// The naive conversion the issue measures against: one tool per operation of the document, named by
// its operationId, described by its summary and whole description, its parameters and body inlined
// with their descriptions (examples left out), no output schema. Only its size is used.
import document from '@vps-hosting/api/openapi.json' with { type: 'json' };

type Doc = { [key: string]: any };
const doc = document as Doc;

function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const { $ref, example: _e, examples: _x, ...rest } = node as Doc;
  if (typeof $ref === 'string')
    return inline({
      ...$ref
        .slice(2)
        .split('/')
        .reduce((n: Doc, k: string) => n[k], doc),
      ...rest,
    });
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
}

export function naiveToolList(): { tools: unknown[] } {
  const tools: unknown[] = [];
  for (const item of Object.values(doc.paths as Doc)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const properties: Doc = {};
      const required: string[] = [];
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(inline) as Doc[]) {
        properties[p.name] = { ...p.schema, description: p.description };
        if (p.required) required.push(p.name);
      }
      const body = op.requestBody && (inline(op.requestBody) as Doc).content?.['application/json']?.schema;
      if (body) properties.body = body;
      tools.push({
        name: op.operationId,
        description: `${op.summary}\n\n${op.description ?? ''}`,
        inputSchema: { type: 'object', properties, required },
      });
    }
  }
  return { tools };
}
