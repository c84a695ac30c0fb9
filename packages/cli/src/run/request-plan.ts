// The request an operation command sends: path, query, header and body values from its arguments
// and flags, typed by the schemas of the table; and how --dry-run prints it.
import type { CommandSpec } from '../commands/command-specs.js';
import { flagValue } from '../commands/flag-values.js';
import { NAME_LOOKUPS } from '../commands/overlay.js';

/** A name where an id may be given by name (resolved later), else the typed value. */
function parsedValue(
  label: string,
  name: string,
  schema: CommandSpec['flags'][number]['schema'],
  raw: string | boolean | string[],
): unknown {
  if (NAME_LOOKUPS[name] && typeof raw === 'string' && !/^\d+$/.test(raw)) return raw;
  return flagValue(label, schema, raw);
}

export interface RequestPlan {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * `raw` maps a parameter or field name to what the command line gave for it; `parsed`, to a value
 * already typed (read from a file or stdin: run/file-values.ts).
 */
export function planRequest(
  spec: CommandSpec,
  raw: ReadonlyMap<string, string | boolean | string[]>,
  parsed: ReadonlyMap<string, unknown> = new Map(),
): RequestPlan {
  const plan: RequestPlan = { path: {}, query: {}, header: {}, body: undefined };
  const body: Record<string, unknown> = {};
  const typed = (label: string, name: string, schema: CommandSpec['flags'][number]['schema']): unknown => {
    if (parsed.has(name)) return parsed.get(name);
    const value = raw.get(name);
    return value === undefined ? undefined : parsedValue(label, name, schema, value);
  };
  for (const argument of spec.arguments) {
    const value = typed(`<${argument.name}>`, argument.name, argument.schema);
    if (value === undefined) continue;
    if (argument.in === 'path') plan.path[argument.name] = value;
    else body[argument.name] = value;
  }
  for (const flag of spec.flags) {
    const value = typed(`--${flag.flag}`, flag.name, flag.schema);
    if (value === undefined) continue;
    if (flag.in === 'query') plan.query[flag.name] = value;
    else if (flag.in === 'header') plan.header[flag.name] = String(value);
    else body[flag.name] = value;
  }
  if (spec.operation.body && (spec.operation.body.required || Object.keys(body).length > 0)) plan.body = body;
  return plan;
}

/** The URL the request goes to (path values encoded as the client does, query in order). */
export function requestUrl(baseUrl: string, template: string, plan: RequestPlan): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(plan.path[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(plan.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** What --dry-run prints: the request as it would leave, the token masked. */
export function dryRunDocument(spec: CommandSpec, baseUrl: string, plan: RequestPlan) {
  const headers: Record<string, string> = { Authorization: 'Bearer ****' };
  if (plan.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, plan.header);
  return {
    method: spec.operation.method,
    url: requestUrl(baseUrl, spec.operation.path, plan),
    headers,
    ...(plan.body !== undefined ? { body: plan.body } : {}),
  };
}

export function dryRunText(document: ReturnType<typeof dryRunDocument>): string {
  const lines = [
    `${document.method} ${document.url}`,
    ...Object.entries(document.headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (document.body !== undefined) lines.push('', JSON.stringify(document.body, null, 2));
  return `${lines.join('\n')}\n`;
}
