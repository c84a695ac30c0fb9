// The breaking-change gate's comparison: the findings of the operation and webhook rules, of the
// document's own servers, and of what nothing else reads (fail closed), and the change class of the
// whole document (breaking / minor / patch / none) that decides the version bump.
import { type Acceptance, ACCEPTED, applyAcceptances } from './accepted.js';
import { atPointer, isObject, type Json, type JsonObject, sameJson } from './document.js';
import type { ChangeClass, Finding } from './findings.js';
import { compareOperations } from './operations.js';
import { compareServers } from './servers.js';
import { UNCLASSIFIED, unclassifiedMessage } from './unclassified.js';
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
/**
 * The document's own keys judged elsewhere: paths and webhooks by their operations, components
 * where they are used, `security` by each operation it applies to, `servers` here.
 */
const ROOT_JUDGED = new Set(['paths', 'webhooks', 'components', 'security', 'servers']);

export interface Comparison {
  findings: Finding[];
  changeClass: ChangeClass;
  /** JSON pointers of documentation-only differences (at most 20), for the report. */
  docsChanges: string[];
}

export interface CompareOptions {
  /** The acceptances of unclassified changes (default: accepted.ts). */
  accepted?: readonly Acceptance[];
}

export function compareContracts(before: JsonObject, after: JsonObject, options: CompareOptions = {}): Comparison {
  const report: Finding[] = [...compareOperations(before, after), ...compareWebhooks(before, after)];
  const add = (finding: Omit<Finding, 'operation'>) => report.push({ operation: 'document', ...finding });
  compareServers(before, after, before.servers, after.servers, 'servers', add);
  compareUnjudged(before, after, add);
  const since = isObject(before.info) && typeof before.info.version === 'string' ? before.info.version : '';
  const findings = applyAcceptances(report, since, options.accepted ?? ACCEPTED);
  const all = differences(withoutVersion(before), withoutVersion(after));
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

/** The component (`/components/schemas/Server`) a pointer or a `$ref` is in, if any. */
function componentOf(pointer: string): string | undefined {
  const parts = pointer.replace(/^#/, '').split('/');
  return parts[1] === 'components' && parts.length >= 4 ? parts.slice(0, 4).join('/') : undefined;
}

/**
 * The components something a server or client reads uses: reached through `$ref`s (and discriminator
 * mappings) from the paths and webhooks, and the security schemes their requirements name.
 */
function usedComponents(document: JsonObject): Set<string> {
  const used = new Set<string>();
  const use = (component: string | undefined) => {
    if (component === undefined || used.has(component)) return;
    used.add(component);
    visit(atPointer(document, `#${component}`));
  };
  const visit = (value: Json | undefined, parentKey = ''): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') use(componentOf(child));
        else if (parentKey === 'mapping' && typeof child === 'string')
          use(child.startsWith('#') ? componentOf(child) : `/components/schemas/${escapeToken(child)}`);
        else if (key === 'security' && Array.isArray(child) && parentKey !== 'properties') requirements(child);
        else visit(child, key);
      }
    }
  };
  const requirements = (list: Json[]) => {
    for (const requirement of list.filter(isObject))
      for (const scheme of Object.keys(requirement)) use(`/components/securitySchemes/${escapeToken(scheme)}`);
  };
  visit(document.paths);
  visit(document.webhooks);
  if (Array.isArray(document.security)) requirements(document.security);
  return used;
}

function escapeToken(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * What no rule above reads: a component no operation or webhook uses (nothing on the wire changes:
 * additive), and the document's other keys (`openapi`, `jsonSchemaDialect`, …: unclassified).
 */
function compareUnjudged(before: JsonObject, after: JsonObject, add: (finding: Omit<Finding, 'operation'>) => void) {
  const used = new Set([...usedComponents(before), ...usedComponents(after)]);
  const unused = new Set<string>();
  const root = new Set<string>();
  for (const pointer of differences(withoutDocs(before), withoutDocs(after))) {
    const key = pointer.split('/')[1] ?? '';
    if (key !== 'components') {
      if (!ROOT_JUDGED.has(key)) root.add(key);
      continue;
    }
    const components = componentOf(pointer)
      ? [componentOf(pointer) as string]
      : namesUnder(before, pointer).concat(namesUnder(after, pointer));
    for (const component of components) if (!used.has(component)) unused.add(component);
  }
  for (const component of unused) {
    const inBefore = atPointer(before, `#${component}`) !== undefined;
    const inAfter = atPointer(after, `#${component}`) !== undefined;
    add({
      level: 'additive',
      kind: 'component-unused',
      location: component.slice(1),
      message: `${inBefore ? (inAfter ? 'changed' : 'removed') : 'added'}; no operation or webhook uses it, so nothing a server or client reads changes`,
    });
  }
  for (const key of root)
    add({
      level: 'breaking',
      kind: UNCLASSIFIED,
      location: `/${key}`,
      message: unclassifiedMessage(`\`${key}\` changed`),
    });
}

/** The components under `/components` or `/components/<kind>` (a whole map added or removed). */
function namesUnder(document: JsonObject, pointer: string): string[] {
  const node = atPointer(document, `#${pointer}`);
  if (!isObject(node)) return [];
  if (pointer === '/components')
    return Object.entries(node).flatMap(([kind, map]) =>
      isObject(map) ? Object.keys(map).map((name) => `/components/${escapeToken(kind)}/${escapeToken(name)}`) : [],
    );
  return Object.keys(node).map((name) => `${pointer}/${escapeToken(name)}`);
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
