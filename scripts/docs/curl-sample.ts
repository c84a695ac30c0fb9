// A curl command for a sample request. The token comes from $VPS_API_TOKEN, so the command runs
// as printed in a shell where that variable is set.
import type { SampleRequest } from './sample-request.js';

/** Quotes a value for a POSIX shell: single quotes, each embedded ' written as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlSample(request: SampleRequest, baseUrl: string): string {
  const lines: string[] = [];
  lines.push(`# ${request.summary}.${request.scope ? ` Scope: ${request.scope}.` : ''}`);
  if (request.body?.name) {
    lines.push(`# Body: the ${request.body.name} example${request.body.summary ? ` (${request.body.summary})` : ''}.`);
  }
  const method = request.method === 'GET' ? '' : ` -X ${request.method}`;
  const args = [`curl${method} ${shellQuote(baseUrl + request.path + request.queryString)}`];
  args.push(`-H "Authorization: Bearer $VPS_API_TOKEN"`);
  for (const [name, value] of Object.entries(request.headerParams))
    args.push(`-H ${shellQuote(`${name}: ${String(value)}`)}`);
  if (request.body) {
    args.push(`-H 'Content-Type: application/json'`);
    args.push(`--data ${shellQuote(JSON.stringify(request.body.value, null, 2))}`);
  }
  lines.push(args.join(' \\\n  '));
  return `${lines.join('\n')}\n`;
}
