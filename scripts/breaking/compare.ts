// The breaking-change gate's comparison: the findings of the operation and webhook rules, and the change
// class of the whole document (breaking / minor / patch / none) that decides the version bump.
import type { ChangeClass, Finding } from './findings.js';
import { isObject, sameJson, type Json, type JsonObject } from './document.js';
import { compareOperations } from './operations.js';
import { compareWebhooks } from './webhooks.js';

/** Keywords that only document: changing them is a patch. */
const DOCS_KEYWORDS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'tags',
  'info',
]);
/** Maps whose keys are names chosen by the author (a property called `description` is not a doc). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'paths',
  'responses',
  'headers',
  'content',
  'schemas',
  'parameters',
  'securitySchemes',
  'requestBodies',
  'links',
  'callbacks',
  'variables',
  'mapping',
  'dependentSchemas',
  'dependentRequired',
  'encoding',
  'webhooks',
  'pathItems',
]);

export interface Comparison {
  findings: Finding[];
  changeClass: ChangeClass;
  /** JSON pointers of documentation-only differences (at most 20), for the report. */
  docsChanges: string[];
}

export function compareContracts(before: JsonObject, after: JsonObject): Comparison {
  const findings = [...compareOperations(before, after), ...compareWebhooks(before, after)];
  const structural = differences(withoutDocs(before), withoutDocs(after));
  const all = differences(withoutVersion(before), withoutVersion(after));
  if (structural.length > 0 && !findings.some((finding) => finding.level !== 'docs')) {
    // Something changed that no rule explains (a server URL, an unused component, …): at least minor.
    findings.push({
      operation: 'document',
      level: 'additive',
      kind: 'unclassified',
      location: structural.slice(0, 5).join(', '),
      message: 'changed; no rule classifies it, so it counts as additive',
    });
  }
  const changeClass: ChangeClass = findings.some((finding) => finding.level === 'breaking')
    ? 'breaking'
    : findings.some((finding) => finding.level === 'additive')
      ? 'minor'
      : all.length > 0
        ? 'patch'
        : 'none';
  const docsChanges = changeClass === 'patch' ? all.slice(0, 20) : [];
  return { findings, changeClass, docsChanges };
}

function withoutVersion(document: JsonObject): JsonObject {
  const info = isObject(document.info) ? { ...document.info } : {};
  delete info.version;
  return { ...document, info };
}

/** The document without documentation keywords (examples included) and extensions (`x-…`). */
export function withoutDocs(value: Json, parentKey = ''): Json {
  if (Array.isArray(value)) return value.map((item) => withoutDocs(item));
  if (!isObject(value)) return value;
  const keepAll = NAME_MAPS.has(parentKey);
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (!keepAll && (DOCS_KEYWORDS.has(key) || key.startsWith('x-'))) continue;
    result[key] = withoutDocs(child, key);
  }
  return result;
}

/** JSON pointers where two values differ (the shallowest differing nodes). */
export function differences(a: Json | undefined, b: Json | undefined, pointer = ''): string[] {
  if (sameJson(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences(a[key], b[key], `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    );
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((item, index) => differences(item, b[index], `${pointer}/${index}`));
  }
  return [pointer || '/'];
}
