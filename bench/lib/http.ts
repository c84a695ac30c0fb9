// Small HTTP helpers: an exact copy of one answer (for the bare server to replay), and the
// sandbox's admin surface.
import * as http from 'node:http';
import type { CannedResponse } from '../servers/bare.js';

/** Headers the bare server's own HTTP stack sets; everything else is replayed as received. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export function capture(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<CannedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, { method, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!;
          if (!HOP_BY_HOP.has(name.toLowerCase())) pairs.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({
          method,
          path,
          status: response.statusCode ?? 0,
          headers: pairs,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** `count` full-scope tokens, each in a new account of the sandbox (its admin surface). */
export async function newAccountTokens(sandboxUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${sandboxUrl}/_admin/tokens`, {
      method: 'POST',
      body: JSON.stringify({ scopes: 'all' }),
    });
    if (response.status !== 201) throw new Error(`the admin surface answered ${response.status} to a token request`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}
