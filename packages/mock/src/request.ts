// How the mock front reads a request before Prism sees it, once the shared route matcher
// (packages/http-edge/src/routing.ts) found its operation: the bearer scheme (in any case),
// JSON bodies Prism cannot report on, and the mock's own `Prefer` header.
import { printable } from '@vps-hosting/http-edge';
import type { FieldError } from './answers.js';
import type { Operation } from './contract.js';

/** `Authorization: <scheme> <token68>` with the scheme in any case (docs/design/edge-answers.md#bearer-scheme). */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * The Authorization header as Prism accepts it: a bearer scheme in any letter case becomes
 * `Bearer <token>` (Prism only knows the capitalised form); anything else is left for Prism to refuse.
 */
export function normalisedAuthorization(value: string | undefined): { header: string | undefined; valid: boolean } {
  const match = value === undefined ? null : BEARER.exec(value);
  return match ? { header: `Bearer ${match[1]}`, valid: true } : { header: value, valid: false };
}

/**
 * The JSON Pointers of object keys in a parsed body that Prism cannot report: it names an unknown
 * property in its `sl-violations` header, and a name with a character a header may not hold and
 * JSON.stringify leaves as it is (DEL, anything past Latin-1) makes that header invalid (Prism
 * throws and exits). Every request schema of the document is closed and its property names
 * are ASCII, so such a key is always an unknown field. Also reports a body nested deeper than
 * `maxDepth` (no schema nests that deep) as the whole body ("").
 */
export function unreportableKeys(body: unknown, maxDepth: number, limit: number): string[] {
  const found: string[] = [];
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (found.length >= limit) return;
    if (depth > maxDepth) {
      found.push('');
      return;
    }
    if (Array.isArray(node))
      node.forEach((item, index) => {
        visit(item, `${pointer}/${index}`, depth + 1);
      });
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (/[^\u0000-\u007e\u0080-\u00ff]/.test(key)) found.push(printable(child));
        else visit(value, child, depth + 1);
        if (found.length >= limit) return;
      }
    }
  };
  visit(body, '', 0);
  return found;
}

/**
 * What is wrong with a `Prefer: code=…` header (the mock's way to pick an answer) when the status
 * is not one the operation documents, else undefined. Examples Prism cannot find are caught on
 * the way back (Prism's own error).
 */
export function preferProblem(operation: Operation, prefer: string | undefined): FieldError | undefined {
  if (prefer === undefined) return undefined;
  const code = /(?:^|[,;\s])code\s*=\s*("?)([^",;\s]*)\1/i.exec(prefer)?.[2];
  if (code === undefined || (/^\d{3}$/.test(code) && operation.statuses.has(Number(code)))) return undefined;
  return {
    field: 'header/Prefer',
    code: 'invalid_value',
    message: 'Ask for a status the operation documents (code=<status>).',
  };
}
