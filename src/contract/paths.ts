// Path templates (`/things/{thing_id}/`) as a router sees them: a pattern matching a
// request's path, the names of its parameters in order, and the order templates are tried in
// (literal ones before templated ones, so `/things/{thing_id}/batch/` wins over
// `/things/{thing_id}/{part_id}/`; otherwise the document's order).

export interface TemplateMatcher {
  template: string;
  /** Matches a whole request path; capture group i is parameter i. */
  pattern: RegExp;
  /** The template's parameter names, in order. */
  parameterNames: string[];
}

const PARAMETER = /^\{.+\}$/;

export function templateMatcher(template: string): TemplateMatcher {
  const parts = template.split(/(\{[^}]+\})/);
  const source = parts.map((part) => (PARAMETER.test(part) ? '([^/]+)' : escapeRegExp(part))).join('');
  return {
    template,
    pattern: new RegExp(`^${source}$`),
    parameterNames: parts.filter((part) => PARAMETER.test(part)).map((part) => part.slice(1, -1)),
  };
}

/** The template a request path matches first, with each parameter's segment as sent (not decoded). */
export function matchTemplate<T extends TemplateMatcher>(
  ordered: readonly T[],
  pathname: string,
): { matched: T; parameters: Record<string, string> } | undefined {
  for (const matched of ordered) {
    const found = matched.pattern.exec(pathname);
    if (!found) continue;
    const parameters: Record<string, string> = {};
    matched.parameterNames.forEach((name, index) => {
      parameters[name] = found[index + 1] ?? '';
    });
    return { matched, parameters };
  }
  return undefined;
}

/** `templates` in the order a router tries them: fewer parameters first, else as given. */
export function routingOrder<T extends TemplateMatcher>(templates: readonly T[]): T[] {
  return [...templates].sort((a, b) => a.parameterNames.length - b.parameterNames.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
