// Following local `$ref`s (`#/components/schemas/Server`) inside one OpenAPI document.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A function that follows a chain of local `$ref`s (at most 10) to an object, or {} when broken. */
export function localRefResolver(document: Record<string, unknown>): (value: unknown) => Record<string, unknown> {
  return (value) => {
    let current = value;
    for (let depth = 0; depth < 10 && isRecord(current) && typeof current.$ref === 'string'; depth++) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
    }
    return isRecord(current) ? current : {};
  };
}
