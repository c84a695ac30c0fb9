// The naive conversion the issue measures against: one tool per operation of the document, named by
// its operationId, described by its summary and whole description, its parameters and body inlined
// with their descriptions (examples left out), no output schema. Only its size is used.
import document from '@vps-hosting/api/openapi.json' with { type: 'json' };

import { inlineSchema, mediaOf, readContract } from '@vps-hosting/api/contract';

type Doc = { [key: string]: any };
const contract = readContract(document as Doc);
/** A schema of the document with its `$ref`s inlined and its examples left out (the contract model's inliner). */
const inline = (schema: unknown): Doc => inlineSchema(schema, contract.resolver, { dropExamples: true });

export function naiveToolList(): { tools: unknown[] } {
  const tools: unknown[] = [];
  for (const op of contract.operations) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) continue;
    const properties: Doc = {};
    const required: string[] = [];
    for (const p of op.parameters) {
      properties[p.name] = { ...inline(p.schema?.schema), description: p.description };
      if (p.required) required.push(p.name);
    }
    const body = op.requestBody && mediaOf(op.requestBody.content, 'application/json')?.schema;
    if (body) properties.body = inline(body.schema);
    tools.push({
      name: op.operationId,
      description: `${op.summary}\n\n${op.description ?? ''}`,
      inputSchema: { type: 'object', properties, required },
    });
  }
  return { tools };
}
