// Requests the document's schemas accept are never refused by the sandbox as malformed.
// For every operation with parameters or a body, fast-check derives variants of the operation's
// named request examples and of its parameters' values (optional fields dropped or added, other
// enum values, numbers and lengths at their bounds, other fleet resources in the path) and keeps
// the ones Ajv accepts against the bundle; then each body field at each of its bounds is swept over
// every fleet resource of the path (in the PostgreSQL project, until one resource stores the body).
// Each request goes to a sandbox holding the example fleet, which may refuse it only with a state code
// the operation's description names (or with one of the prose-only rules below), and every answer
// must match the document.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, responseErrors, startHarness, type Harness } from './helpers.js';
import { drawsAll, samples } from './support/samples.js';

type Json = Record<string, any>;
const resolve = (n: Json): Json =>
  n?.$ref
    ? resolve(
        n.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o[k], doc),
      )
    : n;

/** Variants per operation (a share of them in the PostgreSQL project: support/samples.ts). */
const RUNS_PER_OPERATION = samples(30);
/** Strings are padded towards their maxLength up to this many characters: the sandbox refuses
 *  bodies over 1 MiB (a byte limit no schema keyword can state; see the report of issue 17). */
const LONGEST_STRING = 70_000;
/** The code this test is about: a request the schemas accept is never malformed. */
const MALFORMED = doc.components.examples.ProblemValidationFailed.value.code as string;
/** Codes about the body's encoding, which this test always sends right. */
const ENCODING = ['ProblemInvalidJson', 'ProblemUnsupportedMediaType'].map(
  (n) => doc.components.examples[n].value.code as string,
);

/** Rules the operation's description states in prose because no schema keyword can say them (they
 *  depend on stored state, the catalog or the clock, or relate two arrays), and that answer
 *  `validation_failed` naming these fields. */
const PROSE_RULES: Record<string, { fields: RegExp; why: string }> = {
  renewDomain: {
    fields: /^\/years$/,
    why: 'the new expiry may be at most 10 years after now (the domain’s expires_at)',
  },
  createDomain: {
    fields: /^\/(years|privacy)$/,
    why: 'years within the TLD’s min_years..max_years; privacy only where the TLD offers it',
  },
  updateDomain: { fields: /^\/(privacy|locked)$/, why: 'privacy and transfer lock only where the TLD offers them' },
  updateDnsRecord: {
    fields: /^\/[a-z]+$/,
    why: 'only data fields of the record’s own type, within its bounds (an address of its family, a CAA value ≤ 255)',
  },
  replaceDnsRecord: { fields: /^\/type$/, why: 'type must stay the record’s type' },
  batchDnsRecords: {
    fields: /^\/(deletes\/\d+|patches\/\d+\/[a-z]+)$/,
    why: 'ids name records of the zone, once across deletes and patches; patches as for updateDnsRecord',
  },
  replaceDnsZoneFile: { fields: /^\/zone_file$/, why: 'the zone file’s lines must parse (a grammar, not a schema)' },
  createSnapshot: { fields: /^\/server_id$/, why: 'server_id must name a server of the account' },
  createServer: { fields: /^\/location$/, why: 'location must exist in the catalog' },
  createWebhook: {
    fields: /^\/url$/,
    why: 'the sandbox delivers only to loopback unless started with --webhook-targets any',
  },
  updateWebhook: {
    fields: /^\/url$/,
    why: 'the sandbox delivers only to loopback unless started with --webhook-targets any',
  },
};

// Ajv over the bundle, as the sandbox and the conformance suite use it.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: 'urn:positive:openapi' });
const absolute = (n: unknown): unknown =>
  Array.isArray(n)
    ? n.map(absolute)
    : n && typeof n === 'object'
      ? Object.fromEntries(
          Object.entries(n).map(([k, v]) => [k, k === '$ref' ? `urn:positive:openapi${v as string}` : absolute(v)]),
        )
      : n;
const compile = (schema: Json): ValidateFunction => ajv.compile(absolute(schema) as Json);

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Json;
  example: unknown;
  validate: ValidateFunction;
}
interface Op {
  operationId: string;
  method: string;
  path: string;
  params: Param[];
  body?: { schema: Json; examples: unknown[]; validate: ValidateFunction };
  /** The 4xx codes the description names, minus the ones about a malformed request. */
  stateCodes: Set<string>;
}

/** `code` (status …) pairs of the description's error list. */
function describedCodes(description: string): Array<[string, number]> {
  return [...description.matchAll(/`([a-z_]+)`\s+\((\d{3})/g)].map((m) => [m[1]!, Number(m[2])]);
}

const OPS: Op[] = Object.entries<Json>(doc.paths)
  .flatMap(([path, item]) =>
    Object.entries<Json>(item)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([method, op]): Op => {
        const own = (op.parameters ?? []).map(resolve);
        const shared = (item.parameters ?? [])
          .map(resolve)
          .filter((p: Json) => !own.some((o: Json) => o.name === p.name && o.in === p.in));
        const content = op.requestBody ? resolve(op.requestBody).content['application/json'] : undefined;
        return {
          operationId: op.operationId,
          method: method.toUpperCase(),
          path,
          params: [...shared, ...own].map((p: Json) => ({
            name: p.name,
            in: p.in,
            required: p.required === true,
            schema: p.schema,
            example: p.example ?? Object.values<Json>(p.examples ?? {}).map((e) => resolve(e).value)[0],
            validate: compile(p.schema),
          })),
          body: content && {
            schema: content.schema,
            examples: Object.values<Json>(content.examples ?? {}).map((e) => resolve(e).value),
            validate: compile(content.schema),
          },
          stateCodes: new Set(
            describedCodes(op.description)
              .filter(
                ([code, status]) =>
                  (status === 400 || status === 404) && code !== MALFORMED && !ENCODING.includes(code),
              )
              .map(([code]) => code),
          ),
        };
      }),
  )
  .filter((op) => op.params.length > 0 || op.body);

const resolveOperation = (op: Op): Json => doc.paths[op.path][op.method.toLowerCase()];

// ---- Values a schema admits, taken from the document: examples, enums, defaults and bounds ----

/** The properties and required names that apply to an object value under a schema. */
function objectShape(schema: Json, value: Json): { properties: Record<string, Json>; required: Set<string> } {
  const s = resolve(schema);
  const properties: Record<string, Json> = {};
  const required = new Set<string>();
  const add = (sub: Json | undefined) => {
    if (!sub) return;
    const shape = objectShape(sub, value);
    for (const [k, v] of Object.entries(shape.properties)) properties[k] ??= v;
    shape.required.forEach((r) => {
      required.add(r);
    });
  };
  for (const [k, v] of Object.entries<Json>(s.properties ?? {})) properties[k] = v;
  for (const r of s.required ?? []) required.add(r);
  (s.allOf ?? []).forEach(add);
  if (s.discriminator && s.oneOf) {
    const ref = s.discriminator.mapping?.[value[s.discriminator.propertyName]];
    add(s.oneOf.find((b: Json) => b.$ref === ref));
  } else {
    for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) if (compile(branch)(value)) add(branch);
  }
  if (s.if) add(compile(s.if)(value) ? s.then : s.else);
  return { properties, required };
}

/** Strings at the schema's length bounds, derived from values it admits. */
function stringBounds(s: Json, seeds: string[]): string[] {
  const out: string[] = [];
  for (const x of seeds) {
    if (!x) continue;
    out.push(x.slice(0, Math.max(s.minLength ?? 0, 1)));
    if (s.maxLength)
      out.push(
        x.padEnd(Math.min(s.maxLength, LONGEST_STRING), x.at(-1)),
        x.padStart(Math.min(s.maxLength, LONGEST_STRING), x[0]),
      );
  }
  if ((s.minLength ?? 0) === 0) out.push('');
  return out;
}

/** Candidate values of a schema (not all valid: Ajv filters the requests they end up in). */
function valuesOf(schema: Json | undefined, current?: unknown): unknown[] {
  if (!schema) return [];
  const s = resolve(schema);
  const out: unknown[] = [];
  if ('const' in s) out.push(s.const);
  out.push(...(s.enum ?? []));
  if ('example' in s) out.push(s.example);
  if ('default' in s) out.push(s.default);
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) out.push(...valuesOf(branch));
  for (const branch of [s.then, s.else].filter(Boolean)) out.push(...valuesOf(branch));
  const types = [s.type].flat();
  if (types.includes('null')) out.push(null);
  if (types.includes('boolean')) out.push(true, false);
  if (types.includes('integer') || types.includes('number'))
    out.push(...[s.minimum, s.maximum].filter((n) => n !== undefined));
  if (types.includes('string'))
    out.push(
      ...stringBounds(
        s,
        [...out, current].filter((x): x is string => typeof x === 'string'),
      ),
    );
  if (types.includes('array') && Array.isArray(current)) {
    out.push(current.slice(0, s.minItems ?? 0), current.slice(0, 1), current.slice(1));
  }
  if (types.includes('array') && Array.isArray(s.example)) out.push(s.example.slice(0, s.minItems ?? 0));
  return out;
}

// ---- Mutations of a request: each picks one slot (a field, present or not) and a new value ----

const DROP = Symbol('drop');
interface Slot {
  parent: Json;
  key: string | number;
  schema: Json;
  present: boolean;
  required: boolean;
}

function slotsOf(value: unknown, schema: Json, out: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    const items = resolve(schema).items;
    value.forEach((v, i) => {
      out.push({ parent: value as unknown as Json, key: i, schema: items, present: true, required: true });
      slotsOf(v, items, out);
    });
  } else if (value && typeof value === 'object') {
    const { properties, required } = objectShape(schema, value as Json);
    for (const [k, sub] of Object.entries(properties)) {
      const present = k in (value as Json);
      out.push({ parent: value as Json, key: k, schema: sub, present, required: required.has(k) });
      if (present) slotsOf((value as Json)[k], sub, out);
    }
  }
  return out;
}

function applyPick(copy: unknown, schema: Json, [slotPick, valuePick]: [number, number]): void {
  const slots = slotsOf(copy, schema);
  if (!slots.length) return;
  const slot = slots[slotPick % slots.length]!;
  const current = slot.present ? slot.parent[slot.key] : undefined;
  const options: unknown[] = [...valuesOf(slot.schema, current), ...(slot.present && !slot.required ? [DROP] : [])];
  if (!options.length) return;
  const next = options[valuePick % options.length];
  if (next === DROP) delete slot.parent[slot.key];
  else slot.parent[slot.key] = structuredClone(next);
}

/** The body after the picks; when that breaks the schema, after only the picks that keep it valid. */
function mutate(body: unknown, schema: Json, validate: ValidateFunction, picks: Array<[number, number]>): unknown {
  const all = structuredClone(body);
  for (const pick of picks) applyPick(all, schema, pick);
  if (validate(all)) return all;
  let kept = structuredClone(body);
  for (const pick of picks) {
    const next = structuredClone(kept);
    applyPick(next, schema, pick);
    if (validate(next)) kept = next;
  }
  return kept;
}

/** The value with only its required fields, each array cut to its minItems. */
function minimal(value: unknown, schema: Json): unknown {
  const s = resolve(schema);
  if (Array.isArray(value)) return value.slice(0, s.minItems ?? 0).map((v) => minimal(v, s.items));
  if (!value || typeof value !== 'object') return value;
  const { properties, required } = objectShape(schema, value as Json);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => required.has(k))
      .map(([k, v]) => [k, minimal(v, properties[k]!)]),
  );
}

// ---- Path values: the parameter's example and the fleet's resources from the list examples ----

/** Identities of the items of the named examples of the collection above a path parameter. */
function fleetValues(op: Op, param: Param): unknown[] {
  const collection = op.path.slice(0, op.path.indexOf(`{${param.name}}`));
  const list = doc.paths[collection]?.get;
  const content = list && resolve(list.responses['200']).content['application/json'];
  const key = param.name.split('_').at(-1)!;
  const items = Object.values<Json>(content?.examples ?? {}).flatMap((e) => resolve(e).value.data ?? []);
  return items.map((item: Json) => item[key] ?? item.name).filter((v: unknown) => v !== undefined);
}

interface Request {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: unknown;
}

function requestOf(op: Op, choices: number[], basePick: number, picks: Array<[number, number]>): Request | undefined {
  const values: Record<string, unknown> = {};
  op.params.forEach((p, i) => {
    const fromFleet = p.in === 'path' ? fleetValues(op, p) : [];
    const options: unknown[] = [p.example, ...fromFleet, ...valuesOf(p.schema, p.example)].filter((v) => p.validate(v));
    if (!p.required) options.unshift(undefined, undefined);
    values[p.name] = options[(choices[i] ?? 0) % options.length];
  });
  for (const p of op.params) {
    const v = values[p.name];
    if (v === undefined ? p.required : !p.validate(v)) return undefined;
  }
  let body: unknown;
  if (op.body) {
    const named = op.body.examples.length ? op.body.examples : [resolve(op.body.schema).example ?? {}];
    const bases = [...named, ...named.map((b) => minimal(b, op.body!.schema))];
    body = mutate(bases[basePick % bases.length], op.body.schema, op.body.validate, picks);
    if (!op.body.validate(body)) return undefined;
  }
  return serialized(op, values, body);
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
function serialized(op: Op, values: Record<string, unknown>, body: unknown): Request {
  const query = op.params
    .filter((p) => p.in === 'query' && values[p.name] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(text(values[p.name]))}`)
    .join('&');
  const headers = Object.fromEntries(
    op.params
      .filter((p) => p.in === 'header' && values[p.name] !== undefined)
      .map((p) => [p.name, text(values[p.name])]),
  );
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(text(values[n])));
  return { path, query, headers, body };
}

/** Values at a schema's bounds: numbers at minimum and maximum, strings at their length bounds. */
function boundsOf(schema: Json, current: unknown): unknown[] {
  const s = resolve(schema);
  const types = [s.type].flat();
  const out: unknown[] = [];
  if (types.includes('integer') || types.includes('number'))
    out.push(...[s.minimum, s.maximum].filter((n) => n !== undefined));
  if (types.includes('string'))
    out.push(
      ...stringBounds(
        s,
        [current, s.example].filter((x): x is string => typeof x === 'string'),
      ),
    );
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) out.push(...boundsOf(branch, current));
  return out;
}

/** Each named request example with one field (present or not) at one of its bounds, as one request
 *  per fleet resource of the path's last parameter (the others at their examples). */
function boundRequests(op: Op): Request[][] {
  if (!op.body) return [];
  const last = op.params.filter((p) => p.in === 'path').at(-1);
  const targets = last ? [...new Set([last.example, ...fleetValues(op, last)])] : [undefined];
  const bodies = new Map<string, unknown>();
  for (const base of op.body.examples) {
    slotsOf(base, op.body.schema).forEach((slot, i) => {
      for (const value of boundsOf(slot.schema, slot.present ? slot.parent[slot.key] : undefined)) {
        const body = structuredClone(base);
        const copy = slotsOf(body, op.body!.schema)[i]!;
        copy.parent[copy.key] = value;
        if (op.body!.validate(body)) bodies.set(JSON.stringify(body), body);
      }
    });
  }
  return [...bodies.values()].map((body) =>
    targets.map((target) => {
      const values = Object.fromEntries(
        op.params.filter((p) => p.required).map((p) => [p.name, p === last ? target : p.example]),
      );
      return serialized(op, values, body);
    }),
  );
}

let h: Harness;
const answers = new Map<string, number>();
beforeAll(async () => {
  // Actions never finish during the run and the rate limit never bites: each request meets the fleet.
  h = await startHarness({ fleet: true, actionSeconds: 1e7, rateLimit: 1e9 });
});
afterAll(async () => {
  await h.close();
  const total = [...answers.values()].reduce((a, b) => a + b, 0);
  console.info(
    `positive-schema: ${total} requests; answers: ${[...answers]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ')}`,
  );
});

/** Back to the fleet (and no idempotency keys) after a write. */
async function resetFleet(): Promise<void> {
  await h.admin('POST', 'reset', { keep_tokens: true });
  await h.admin('POST', 'fleet', {});
}

/** Sends the request and checks the answer (documented, and never refused as malformed); its status. */
async function check(op: Op, request: Request): Promise<number> {
  const answer = await h.call(op.method, request.path + (request.query ? `?${request.query}` : ''), {
    body: request.body,
    headers: request.headers,
  });
  const tally = `${answer.status}${answer.body?.code ? ` ${answer.body.code}` : ''}`;
  answers.set(tally, (answers.get(tally) ?? 0) + 1);
  const shown = `${op.method} ${request.path}?${request.query} ${JSON.stringify(request.headers)} ${JSON.stringify(request.body)?.slice(0, 2000)} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 1000)}`;
  // A write changes the fleet; a refused one changes nothing but still stores its Idempotency-Key.
  if (op.method !== 'GET' && (answer.status < 300 || Object.keys(request.headers).length > 0)) await resetFleet();
  expect(answer.status, shown).toBeLessThan(500);
  expect(responseErrors(op.operationId, answer.status, answer.body), shown).toEqual([]);
  if (answer.status < 400) return answer.status;
  if (answer.body.code === MALFORMED) {
    const allowed = PROSE_RULES[op.operationId];
    const fields: string[] = answer.body.errors.map((e: { field: string }) => e.field);
    expect(allowed && fields.every((f) => allowed.fields.test(f)), shown).toBe(true);
  } else {
    expect([...op.stateCodes], shown).toContain(answer.body.code);
  }
  return answer.status;
}

const mutations = fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 });

describe('requests the schemas accept', () => {
  it('cover every operation with parameters or a body, each with the error codes its description lists', () => {
    expect(OPS.length).toBeGreaterThan(0);
    for (const op of OPS)
      expect(describedCodes(resolveOperation(op).description).length, op.operationId).toBeGreaterThan(0);
  });

  it.each(OPS.map((op) => [op.operationId, op] as const))(
    '%s: never validation_failed, refused only with a documented state code',
    async (_id, op) => {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.nat(), { minLength: op.params.length, maxLength: op.params.length }),
          fc.nat(),
          mutations,
          async (choices, basePick, picks) => {
            const request = requestOf(op, choices, basePick, picks);
            if (!request) return;
            sent++;
            await check(op, request);
          },
        ),
        { numRuns: RUNS_PER_OPERATION, seed: 20261124 },
      );
      // Most candidates pass Ajv: the property is not vacuous.
      expect(sent, op.operationId).toBeGreaterThanOrEqual(RUNS_PER_OPERATION / 4);
    },
  );

  const sweeps = OPS.map((op) => [op.operationId, op, boundRequests(op)] as const).filter(
    ([, , requests]) => requests.length > 0,
  );
  it('sweep the bounds of most operations with a body', () => {
    expect(sweeps.length).toBeGreaterThan(OPS.filter((op) => op.body).length / 2);
  });
  it.each(sweeps)(
    '%s: each body field at its bounds, on each fleet resource, answers as documented',
    async (_id, op, bodies) => {
      for (const perTarget of bodies) {
        for (const request of perTarget) {
          const status = await check(op, request);
          // With a share of the samples (the PostgreSQL project), a body goes to the path's resources
          // until one stores it: its values are then in the database. The other resources' answers
          // come from the domain, the same on either engine, and `unit` sends them all on SQLite.
          if (!drawsAll() && status < 300) break;
        }
      }
    },
  );
});
