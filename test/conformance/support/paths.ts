// The document's paths as a client meets them (docs/design/edge-answers.md): whether a path matches
// a template of the document, and paths that match none. (Each template's methods and its `Allow`
// set are the conformance kit's: packages/conformance/src/checks/paths.ts.)
import { operations } from './document.js';

function patternOf(template: string): RegExp {
  const parts = template.split(/(\{[^}]+\})/);
  return new RegExp(
    `^${parts.map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`,
  );
}

/** True when the path matches a template of the document. */
export function matchesTemplate(path: string): boolean {
  return [...new Set(operations().map((operation) => operation.path))].some((template) =>
    patternOf(template).test(path),
  );
}

/** A path under the concrete one that matches no template, with or without its final slash. */
export function unknownPathUnder(concrete: string): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${concrete}${'zz-no-such-path/'.repeat(attempt + 1)}`;
    if (!matchesTemplate(candidate) && !matchesTemplate(candidate.slice(0, -1))) return candidate;
  }
  throw new Error(`no unknown path found under ${concrete}`);
}
