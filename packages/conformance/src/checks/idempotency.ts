// The idempotency family (docs/design/idempotency.md, the introduction's "Idempotency"): for every
// operation that takes an `Idempotency-Key`, a repeat with the same key and the same request answers
// the first answer again (status, body, `Location`) and does nothing a second time (no second
// resource, no second action); the same key with another body or path is refused with 400
// `idempotency_key_reused`; a business error is replayed too; keys are the account's (shared by its
// tokens, independent of another account's); the key itself is 8 to 255 of `A-Za-z0-9_.:-`.
// docs/design/conformance-kit.md ("Idempotency checks") says how the checks spare servers and requests.
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check, ContractRef, Need } from '../run/types.js';
import { areaOf } from './area.js';
import { quietEvents, sharedDomain, webhookUrl, withLock } from './write-fixtures.js';
import {
  actionDone,
  deleteZone,
  latestAction,
  trackWebhook,
  trackZone,
  zone,
  zoneName,
} from './idempotency-fixtures.js';
import { allItems, page, reader, replay, reuse, sameAnswer, successStatus, total } from './idempotency-support.js';

const KEY_HEADER = 'Idempotency-Key';

interface Scenario {
  what: string;
  title: string;
  /** The operations it exercises (the first is the check's contract); the check exists when all are documented. */
  operations: string[];
  needs: Need[];
  run(ctx: CheckContext): Promise<void>;
}

export function idempotencyChecks(contract: KitContract): Check[] {
  const documented = new Set(contract.operations.map((op) => op.operationId));
  const keyed = contract.operations.filter((op) => contract.spec(op.operationId as string).acceptsIdempotencyKey);
  const checks: Check[] = [];
  const add = (scenario: Scenario) => {
    if (!scenario.operations.every((id) => documented.has(id))) return;
    const operationId = scenario.operations[0] as string;
    checks.push({
      id: `idempotency.${scenario.what}`,
      family: 'idempotency',
      area: areaOf(contract.operation(operationId)),
      title: scenario.title,
      needs: scenario.needs,
      contract: { operationId, status: contract.spec(operationId).success.status, page },
      run: scenario.run,
    });
  };
  // Operations that change nothing (every scope a `:read` one) are checked generically, with --read-only too.
  for (const operation of keyed.filter((op) => readOnlyOperation(contract, op))) {
    const operationId = operation.operationId as string;
    add({
      what: `key-bounds.${operationId}`,
      title: `${operationId} refuses an Idempotency-Key shorter, longer or of other characters than the IdempotencyKey schema allows (400 validation_failed, header/${KEY_HEADER}) and accepts one at either bound`,
      operations: [operationId],
      needs: [],
      run: (ctx) => keyBounds(ctx, operation),
    });
    add({
      what: `replay.${operationId}`,
      title: `${operationId} with a repeated key and body answers the first answer; with another body it is refused (idempotency_key_reused)`,
      operations: [operationId],
      needs: [],
      run: (ctx) => replayReadOnly(ctx, operation),
    });
    add({
      what: `shared-by-tokens.${operationId}`,
      title: `${operationId}: keys belong to the account, so the read token's repeat of the main token's key replays it and its other body is refused`,
      operations: [operationId],
      needs: ['read-token'],
      run: (ctx) => sharedByTokens(ctx, operation),
    });
    add({
      what: `per-account.${operationId}`,
      title: `${operationId}: another account's request with the same key is its own (neither refused nor the first account's answer)`,
      operations: [operationId],
      needs: ['alt-token'],
      run: (ctx) => perAccountReadOnly(ctx, operation),
    });
  }
  for (const scenario of writeScenarios()) add(scenario);
  return checks;
}

/** Every operation a check of this family exercises (the kit's tests compare it with the document's keyed operations). */
export function exercisedOperations(contract: KitContract): Set<string> {
  const ids = new Set<string>();
  for (const check of idempotencyChecks(contract)) {
    if (check.contract.operationId) ids.add(check.contract.operationId);
  }
  for (const scenario of writeScenarios()) for (const id of scenario.operations) ids.add(id);
  return ids;
}

function readOnlyOperation(contract: KitContract, operation: ContractOperation): boolean {
  const spec = contract.spec(operation.operationId as string);
  return (
    spec.scopes.length > 0 &&
    spec.scopes.every((scope) => scope.endsWith(':read')) &&
    !spec.starts &&
    !operation.parameters.some((p) => p.in === 'path')
  );
}

/** The document's request example, and a variant of it that is another request of the same meaning. */
function bodies(
  ctx: CheckContext,
  operationId: string,
): { body: Record<string, unknown>; other: Record<string, unknown> } {
  const body = ctx.fixtures.exampleBody(ctx, operationId);
  const other = structuredClone(body);
  // Another request: the first string field (or the first item of the first array of strings) changed.
  for (const [name, value] of Object.entries(other)) {
    if (typeof value === 'string') {
      other[name] = `${value.slice(0, 40)}x`;
      return { body, other };
    }
    if (Array.isArray(value) && typeof value[0] === 'string') {
      other[name] = [value[0].replace(/^([^.]*)/, '$1x'), ...value.slice(1)];
      return { body, other };
    }
  }
  throw new Error(`${operationId}: its example has no string field to vary`);
}

// ---- key bounds -----------------------------------------------------------------------------------

function keySchema(ctx: CheckContext, operation: ContractOperation): { min: number; max: number; pattern: RegExp } {
  const parameter = operation.parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  const schema = (parameter?.schema?.resolved ?? {}) as { minLength?: number; maxLength?: number; pattern?: string };
  if (schema.minLength === undefined || schema.maxLength === undefined || !schema.pattern)
    ctx.fail(`${operation.operationId}: the ${KEY_HEADER} parameter's schema has no minLength, maxLength and pattern`);
  return { min: schema.minLength, max: schema.maxLength, pattern: new RegExp(schema.pattern) };
}

/** A key of a length, of the run's own characters. */
function keyOfLength(ctx: CheckContext, length: number, pattern?: RegExp): string {
  // Every punctuation character the pattern allows (of the schema's `_ . : -`), then the run's own characters.
  const punctuation = ['_', '.', ':', '-'].filter((c) => pattern?.test(`a${c}b`)).join('');
  let key = ctx.key().replace(/[^A-Za-z0-9]/g, '');
  while (key.length < length) key += ctx.key().replace(/[^A-Za-z0-9]/g, '');
  // The random tail of the run's keys, so that no two keys of a run are alike.
  return `${punctuation}${key.slice(-Math.max(0, length - punctuation.length))}`.slice(-length);
}

async function keyBounds(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const { min, max, pattern } = keySchema(ctx, operation);
  const { body } = bodies(ctx, operationId);
  const as = reader(ctx);
  const bad = ['!', ' ', '/', '#', '@', '*'].find((c) => !pattern.test(c)) ?? '!';
  const refused: [string, string][] = [
    [keyOfLength(ctx, min - 1), `${min - 1} characters (minLength ${min})`],
    [keyOfLength(ctx, max + 1), `${max + 1} characters (maxLength ${max})`],
    [`${keyOfLength(ctx, min)}${bad}`, `the character ${JSON.stringify(bad)} (pattern ${pattern.source})`],
  ];
  const contract: ContractRef = { operationId, status: 400, pointer: ctx.contract.schemaPointer('IdempotencyKey') };
  await Promise.all(
    refused.map(async ([key, what]) => {
      const answer = await ctx.call(operationId, { body, as, idempotencyKey: key, expect: 400, contract });
      const problem = (answer.json ?? {}) as { code?: unknown; errors?: { field?: unknown }[] };
      if (answer.status !== 400) return;
      ctx.check(
        problem.code === 'validation_failed' &&
          (problem.errors ?? []).some((e) => String(e.field).toLowerCase() === `header/${KEY_HEADER}`.toLowerCase()),
        `a key of ${what} answered ${String(problem.code)} without an errors entry for header/${KEY_HEADER}`,
        { exchange: answer, contract },
      );
    }),
  );
  const status = successStatus(ctx, operationId);
  for (const length of [min, max]) {
    const key = keyOfLength(ctx, length, pattern);
    const first = await ctx.call(operationId, {
      body,
      as,
      idempotencyKey: key,
      expect: status,
      contract: { ...contract, status },
    });
    if (first.status === status)
      await replay(
        ctx,
        first,
        operationId,
        { body, as, idempotencyKey: key },
        `the repeat of a ${length}-character key`,
      );
  }
}

// ---- operations that change nothing ----------------------------------------------------------------

async function replayReadOnly(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const { body, other } = bodies(ctx, operationId);
  const key = ctx.key();
  const first = await ctx.call(operationId, { body, idempotencyKey: key, expect: successStatus(ctx, operationId) });
  await replay(ctx, first, operationId, { body, idempotencyKey: key });
  await reuse(ctx, operationId, { body: other, idempotencyKey: key }, 'another body');
  // The refusal changed nothing: the key still replays the first answer.
  await replay(ctx, first, operationId, { body, idempotencyKey: key }, 'a repeat after the refused reuse');
}

async function sharedByTokens(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const { body, other } = bodies(ctx, operationId);
  const key = ctx.key();
  const first = await ctx.call(operationId, { body, idempotencyKey: key, expect: successStatus(ctx, operationId) });
  // The read token's other body first: refused only if the main token's key is the read token's too.
  await reuse(
    ctx,
    operationId,
    { body: other, idempotencyKey: key, as: 'read' },
    "another body, sent by the account's read token",
  );
  await replay(
    ctx,
    first,
    operationId,
    { body, idempotencyKey: key, as: 'read' },
    "the read token's repeat of the main token's key",
  );
}

async function perAccountReadOnly(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const { body, other } = bodies(ctx, operationId);
  const key = ctx.key();
  const status = successStatus(ctx, operationId);
  await ctx.call(operationId, { body, idempotencyKey: key, expect: status });
  const alt = await ctx.call(operationId, { body: other, idempotencyKey: key, as: 'alt' });
  ctx.check(
    alt.status === status,
    `another account's ${operationId} with the first account's key and another body answered ${alt.status}${problemCode(alt)}: keys are per account`,
    { exchange: alt, contract: { operationId, status, page } },
  );
  if (alt.status !== status) return;
  const fresh = await ctx.call(operationId, { body: other, as: 'alt', idempotencyKey: ctx.key(), expect: status });
  sameAnswer(ctx, fresh, alt, `another account's ${operationId} with a key the first account used`);
}

function problemCode(exchange: Exchange): string {
  const code = (exchange.json as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? ` ${code}` : '';
}

// ---- writes ----------------------------------------------------------------------------------------

function writeScenarios(): Scenario[] {
  return [
    {
      what: 'replay.createDnsZone',
      title:
        'createDnsZone: a repeat answers the first answer and creates nothing, also after the zone changed or was deleted; another body is refused; a business error (already_exists) is replayed after its cause is gone',
      operations: ['createDnsZone', 'listDnsZones', 'getDnsZone', 'createDnsRecord', 'deleteDnsZone'],
      needs: ['writes'],
      run: replayZone,
    },
    {
      what: 'key-bounds.createDnsZone',
      title: 'createDnsZone with an Idempotency-Key longer than the schema allows is refused and creates nothing',
      operations: ['createDnsZone', 'listDnsZones'],
      needs: ['writes'],
      run: zoneKeyTooLong,
    },
    {
      what: 'per-account.createDnsZone',
      title:
        "createDnsZone: another account's create with the first account's key is its own (not refused, not replayed)",
      operations: ['createDnsZone', 'deleteDnsZone'],
      needs: ['writes', 'alt-token'],
      run: perAccountZone,
    },
    {
      what: 'replay.createDnsRecord',
      title:
        'createDnsRecord: a repeat (also two at once) answers the first answer and adds one record; another body or another zone with the key is refused',
      operations: ['createDnsRecord', 'listDnsRecords'],
      needs: ['writes'],
      run: replayRecord,
    },
    {
      what: 'replay.batchDnsRecords',
      title: 'batchDnsRecords: a repeat answers the first answer and applies nothing again; another body is refused',
      operations: ['batchDnsRecords', 'listDnsRecords'],
      needs: ['writes'],
      run: replayBatch,
    },
    {
      what: 'replay.webhooks',
      title:
        'createWebhook, rotateWebhookSecret, testWebhook and retryWebhookDelivery: a repeat answers the first answer (the same secret, the same delivery) and does nothing again; the key on another path or body is refused',
      operations: [
        'createWebhook',
        'rotateWebhookSecret',
        'testWebhook',
        'retryWebhookDelivery',
        'listWebhooks',
        'listWebhookDeliveries',
        'deleteWebhook',
      ],
      needs: ['writes'],
      run: replayWebhooks,
    },
    {
      what: 'replay.createDomain',
      title:
        'createDomain and renewDomain: a repeat answers the first answer and registers or renews once (one action, the expiry moved once); another body is refused',
      operations: ['createDomain', 'renewDomain', 'listDomains', 'getDomain', 'listActions'],
      needs: ['writes'],
      run: replayDomain,
    },
    {
      what: 'replay.createDomainTransfer',
      title: 'createDomainTransfer: a repeat answers the first answer and starts one transfer; another body is refused',
      operations: ['createDomainTransfer', 'checkDomainAvailability', 'listDomains', 'listActions'],
      needs: ['writes'],
      run: replayTransfer,
    },
    {
      what: 'replay.server-actions',
      title:
        'createServer, every power action, resize, reinstall, snapshots and backups (create, restore): a repeat answers the first answer and starts no second action; the key on another path or body is refused; a refused action (invalid_state) is replayed once the state would allow it',
      operations: [
        'createServer',
        'rebootServer',
        'resetServer',
        'shutdownServer',
        'powerOnServer',
        'powerOffServer',
        'resizeServer',
        'reinstallServer',
        'createSnapshot',
        'restoreSnapshot',
        'createBackup',
        'restoreBackup',
        'listServers',
        'listServerActions',
        'listSnapshots',
        'listServerBackups',
      ],
      needs: ['writes'],
      run: replayServerActions,
    },
  ];
}

async function replayZone(ctx: CheckContext): Promise<void> {
  const name = zoneName(ctx);
  const otherName = zoneName(ctx);
  const key = ctx.key();
  const first = await ctx.call('createDnsZone', { body: { name }, idempotencyKey: key, expect: 201 });
  if (first.status !== 201) return;
  trackZone(ctx, name);
  await replay(ctx, first, 'createDnsZone', { body: { name }, idempotencyKey: key });
  await reuse(ctx, 'createDnsZone', { body: { name: otherName }, idempotencyKey: key }, 'another body');
  const [zones, others] = await Promise.all([
    total(ctx, 'listDnsZones', { query: { name } }),
    total(ctx, 'listDnsZones', { query: { name: otherName } }),
  ]);
  ctx.check(zones === 1, `after a create and its repeat, listDnsZones?name=${name} counts ${zones}, expected 1`, {
    contract: { operationId: 'createDnsZone', page },
  });
  ctx.check(others === 0, `the refused reuse created the zone ${otherName} (${others} listed)`, {
    contract: { operationId: 'createDnsZone', page },
  });
  if (others > 0) trackZone(ctx, otherName);
  // The zone changes: the repeat is still the first answer, not the zone as it is now.
  await ctx.call('createDnsRecord', {
    path: { zone_name: name },
    body: { type: 'TXT', name: 'idem', value: ctx.prefix },
    expect: 201,
  });
  await replay(ctx, first, 'createDnsZone', { body: { name }, idempotencyKey: key }, 'a repeat after the zone changed');
  // A business error is the outcome remembered: replayed even once its cause is gone.
  const conflictKey = ctx.key();
  const conflict = await ctx.call('createDnsZone', { body: { name }, idempotencyKey: conflictKey, expect: 400 });
  await deleteZone(ctx, name);
  if (conflict.status === 400)
    await replay(
      ctx,
      conflict,
      'createDnsZone',
      { body: { name }, idempotencyKey: conflictKey },
      'a repeat of a refused create after its cause was deleted',
    );
  await replay(
    ctx,
    first,
    'createDnsZone',
    { body: { name }, idempotencyKey: key },
    'a repeat after the zone was deleted',
  );
  const after = await ctx.call('getDnsZone', { path: { zone_name: name }, as: reader(ctx) });
  if (after.status === 200) trackZone(ctx, name);
  ctx.check(
    after.status === 404,
    `a repeated create re-created the deleted zone ${name} (getDnsZone answered ${after.status})`,
    {
      exchange: after,
      contract: { operationId: 'createDnsZone', page },
    },
  );
}

async function zoneKeyTooLong(ctx: CheckContext): Promise<void> {
  const operation = ctx.contract.operation('createDnsZone');
  const { max } = keySchema(ctx, operation);
  const name = zoneName(ctx);
  const answer = await ctx.call('createDnsZone', {
    body: { name },
    idempotencyKey: keyOfLength(ctx, max + 1),
    expect: 400,
    contract: { operationId: 'createDnsZone', status: 400, pointer: ctx.contract.schemaPointer('IdempotencyKey') },
  });
  if (answer.status === 201) trackZone(ctx, name);
  const problem = (answer.json ?? {}) as { code?: unknown; errors?: { field?: unknown }[] };
  if (answer.status === 400)
    ctx.check(
      problem.code === 'validation_failed' &&
        (problem.errors ?? []).some((e) => String(e.field).toLowerCase() === `header/${KEY_HEADER}`.toLowerCase()),
      `a key of ${max + 1} characters answered ${String(problem.code)} without an errors entry for header/${KEY_HEADER}`,
      { exchange: answer },
    );
  const listed = await total(ctx, 'listDnsZones', { query: { name } });
  if (listed > 0 && answer.status !== 201) trackZone(ctx, name);
  ctx.check(listed === 0, `a create refused for its key created the zone ${name}`, { exchange: answer });
}

async function perAccountZone(ctx: CheckContext): Promise<void> {
  const name = zoneName(ctx);
  const altName = zoneName(ctx);
  const key = ctx.key();
  const first = await ctx.call('createDnsZone', { body: { name }, idempotencyKey: key, expect: 201 });
  if (first.status === 201) trackZone(ctx, name);
  const alt = await ctx.call('createDnsZone', { body: { name: altName }, idempotencyKey: key, as: 'alt' });
  if (alt.status === 201) trackZone(ctx, altName, 'alt');
  ctx.check(
    alt.status === 201 && (alt.json as Resource | undefined)?.name === altName,
    `another account's createDnsZone with the first account's key answered ${alt.status}${problemCode(alt)} ${String((alt.json as Resource | undefined)?.name ?? '')}: keys are per account`,
    { exchange: alt, contract: { operationId: 'createDnsZone', status: 201, page } },
  );
  if (alt.status === 201) await deleteZone(ctx, altName, 'alt');
  if (first.status === 201) await deleteZone(ctx, name);
}

function recordBody(ctx: CheckContext, name: string): Record<string, unknown> {
  return { ...ctx.fixtures.exampleBody(ctx, 'createDnsRecord'), name };
}

async function replayRecord(ctx: CheckContext): Promise<void> {
  const [zoneA, zoneB] = await Promise.all([zone(ctx), zone(ctx)]);
  const body = recordBody(ctx, 'idem');
  const key = ctx.key();
  const path = { zone_name: zoneA };
  const first = await ctx.call('createDnsRecord', { path, body, idempotencyKey: key, expect: 201 });
  if (first.status !== 201) return;
  await replay(ctx, first, 'createDnsRecord', { path, body, idempotencyKey: key });
  await reuse(
    ctx,
    'createDnsRecord',
    { path, body: recordBody(ctx, 'idem-other'), idempotencyKey: key },
    'another body',
  );
  await reuse(
    ctx,
    'createDnsRecord',
    { path: { zone_name: zoneB }, body, idempotencyKey: key },
    'the same body on another path (another zone)',
  );
  // Two requests with one key at once: one record, one answer.
  const concurrentKey = ctx.key();
  const concurrentBody = recordBody(ctx, 'idem-both');
  const [one, two] = await Promise.all(
    [0, 1].map(() =>
      ctx.call('createDnsRecord', { path, body: concurrentBody, idempotencyKey: concurrentKey, shape: false }),
    ),
  );
  if (one && two) {
    ctx.conforms(one);
    sameAnswer(ctx, one, two, 'createDnsRecord: two requests with one Idempotency-Key sent at once');
  }
  const [idem, other, both, inB] = await Promise.all([
    total(ctx, 'listDnsRecords', { path, query: { name: 'idem' } }),
    total(ctx, 'listDnsRecords', { path, query: { name: 'idem-other' } }),
    total(ctx, 'listDnsRecords', { path, query: { name: 'idem-both' } }),
    total(ctx, 'listDnsRecords', { path: { zone_name: zoneB }, query: { name: 'idem' } }),
  ]);
  const contract = { operationId: 'createDnsRecord', page };
  ctx.check(idem === 1, `after a create and its repeat, ${zoneA} lists ${idem} records named idem, expected 1`, {
    contract,
  });
  ctx.check(other === 0, `the refused reuse with another body created a record (${other} listed)`, { contract });
  ctx.check(inB === 0, `the refused reuse on another zone created a record there (${inB} listed)`, { contract });
  ctx.check(both === 1, `two requests with one key at once created ${both} records, expected 1`, { contract });
}

async function replayBatch(ctx: CheckContext): Promise<void> {
  const name = await zone(ctx);
  const path = { zone_name: name };
  const body = { creates: [recordBody(ctx, 'idem-batch')] };
  const key = ctx.key();
  const first = await ctx.call('batchDnsRecords', {
    path,
    body,
    idempotencyKey: key,
    expect: successStatus(ctx, 'batchDnsRecords'),
  });
  if (first.status !== successStatus(ctx, 'batchDnsRecords')) return;
  await replay(ctx, first, 'batchDnsRecords', { path, body, idempotencyKey: key });
  await reuse(
    ctx,
    'batchDnsRecords',
    { path, body: { creates: [recordBody(ctx, 'idem-batch2')] }, idempotencyKey: key },
    'another body',
  );
  const [created, other] = await Promise.all([
    total(ctx, 'listDnsRecords', { path, query: { name: 'idem-batch' } }),
    total(ctx, 'listDnsRecords', { path, query: { name: 'idem-batch2' } }),
  ]);
  const contract = { operationId: 'batchDnsRecords', page };
  ctx.check(created === 1, `after a batch and its repeat, ${created} records named idem-batch are listed, expected 1`, {
    contract,
  });
  ctx.check(other === 0, `the refused reuse applied its batch (${other} records listed)`, { contract });
}

async function replayWebhooks(ctx: CheckContext): Promise<void> {
  const example = ctx.fixtures.exampleBody(ctx, 'createWebhook');
  const description = ctx.fixtures.name('hook');
  const body = { ...example, url: await webhookUrl(ctx, description), events: quietEvents(ctx), description };
  const key = ctx.key();
  const first = await ctx.call('createWebhook', { body, idempotencyKey: key, expect: 201 });
  if (first.status !== 201) return;
  const webhook = ctx.body<Resource>(first);
  const id = webhook.id as number;
  trackWebhook(ctx, id, description);
  await replay(ctx, first, 'createWebhook', { body, idempotencyKey: key });
  await reuse(
    ctx,
    'createWebhook',
    { body: { ...body, description: `${description}-other` }, idempotencyKey: key },
    'another body',
  );
  const mine = (await allItems<Resource>(ctx, 'listWebhooks')).filter((w) =>
    String(w.description).startsWith(description),
  );
  ctx.check(
    mine.length === 1,
    `after a create, its repeat and a refused reuse, ${mine.length} webhooks of the run are listed, expected 1`,
    { contract: { operationId: 'createWebhook', page } },
  );
  for (const extra of mine.filter((w) => w.id !== id)) trackWebhook(ctx, extra.id as number, String(extra.description));

  const path = { webhook_id: id };
  const rotateKey = ctx.key();
  const rotated = await ctx.call('rotateWebhookSecret', {
    path,
    idempotencyKey: rotateKey,
    expect: successStatus(ctx, 'rotateWebhookSecret'),
  });
  if (rotated.status === successStatus(ctx, 'rotateWebhookSecret')) {
    await replay(
      ctx,
      rotated,
      'rotateWebhookSecret',
      { path, idempotencyKey: rotateKey },
      'the repeat (the same new secret)',
    );
    await reuse(
      ctx,
      'testWebhook',
      { path, idempotencyKey: rotateKey },
      "another path (rotateWebhookSecret's key on testWebhook)",
    );
  }

  const testKey = ctx.key();
  const tested = await ctx.call('testWebhook', {
    path,
    idempotencyKey: testKey,
    expect: successStatus(ctx, 'testWebhook'),
  });
  if (tested.status !== successStatus(ctx, 'testWebhook')) return;
  await replay(ctx, tested, 'testWebhook', { path, idempotencyKey: testKey });
  await reuse(
    ctx,
    'rotateWebhookSecret',
    { path, idempotencyKey: testKey },
    "another path (testWebhook's key on rotateWebhookSecret)",
  );
  // Only test deliveries count: the webhook may receive the run's other events meanwhile.
  const testType = (tested.json as Resource | undefined)?.event_type;
  const tests = async () =>
    (await allItems<Resource>(ctx, 'listWebhookDeliveries', { path })).filter((d) => d.event_type === testType).length;
  const testsAfter = await tests();
  ctx.check(testsAfter === 1, `a test and its repeat made ${testsAfter} ${String(testType)} deliveries, expected 1`, {
    contract: { operationId: 'testWebhook', page },
  });

  // A retry of a delivery that has not failed is refused (invalid_state); refused or not, it is replayed.
  const delivery = ctx.body<Resource>(tested);
  const retryPath = { webhook_id: id, delivery_id: delivery.id as number };
  const retryKey = ctx.key();
  const retried = await ctx.call('retryWebhookDelivery', { path: retryPath, idempotencyKey: retryKey });
  await replay(ctx, retried, 'retryWebhookDelivery', { path: retryPath, idempotencyKey: retryKey });
  await reuse(
    ctx,
    'testWebhook',
    { path, idempotencyKey: retryKey },
    "another path (retryWebhookDelivery's key on testWebhook)",
  );
  const testsLast = await tests();
  ctx.check(testsLast === 1, `a refused reuse of a key on testWebhook made ${testsLast - 1} more test deliveries`, {
    contract: { operationId: 'testWebhook', page },
  });
  await ctx.call('deleteWebhook', { path, expect: 200 });
  ctx.fixtures.untrack('webhook', String(id));
}

/** A TLD the target sells for a name of the run (the example's when listed). */
async function tldFor(ctx: CheckContext, exampleName: string): Promise<string> {
  const tlds = (await allItems<Resource>(ctx, 'listTlds')).map((t) => String(t.name));
  const wanted = exampleName.slice(exampleName.indexOf('.') + 1);
  if (tlds.includes(wanted)) return wanted;
  if (!tlds[0]) ctx.notExercised('listTlds lists no TLD');
  return tlds[0];
}

const YEAR_MS = 365 * 86_400_000;

async function replayDomain(ctx: CheckContext): Promise<void> {
  // The run's one domain (the API cannot delete a domain): its registration's own request, repeated.
  const run = await sharedDomain(ctx);
  const first = run.createdExchange;
  const key = Object.entries(first.request.headers).find(([header]) => header.toLowerCase() === 'idempotency-key')?.[1];
  if (!key) ctx.notExercised("the run's domain was registered without an Idempotency-Key");
  const name = String(run.body.name);
  const body = run.body;
  const otherName = `${ctx.fixtures.name('idem')}.${name.slice(name.indexOf('.') + 1)}`;
  await replay(ctx, first, 'createDomain', { body, idempotencyKey: key }, 'a repeat after the registration finished');
  await reuse(ctx, 'createDomain', { body: { ...body, name: otherName }, idempotencyKey: key }, 'another body');
  const type = ctx.contract.spec('createDomain').starts?.action ?? 'register_domain';
  const [listed, others, registrations] = await Promise.all([
    total(ctx, 'listDomains', { query: { name } }),
    total(ctx, 'listDomains', { query: { name: otherName } }),
    total(ctx, 'listActions', { query: { resource_type: 'domain', resource_id: name, type } }),
  ]);
  const contract = { operationId: 'createDomain', page };
  ctx.check(listed === 1, `after a registration and its repeat, listDomains?name=${name} counts ${listed}`, {
    contract,
  });
  ctx.check(others === 0, `the refused reuse registered ${otherName}`, { contract });
  ctx.check(registrations === 1, `a registration and its repeat started ${registrations} ${type} actions`, {
    contract,
  });
  // The renewal changes the shared domain: under its lock, as every check that compares it.
  await withLock(ctx, 'domain', () => replayRenewal(ctx, name));
}

async function replayRenewal(ctx: CheckContext, name: string): Promise<void> {
  const before = ctx.body<Resource>(
    await ctx.call('getDomain', { path: { domain_name: name }, as: reader(ctx), expect: 200 }),
  );
  const renewBody = { ...ctx.fixtures.exampleBody(ctx, 'renewDomain'), years: 1 };
  const renewKey = ctx.key();
  const renewPath = { domain_name: name };
  const renewed = await ctx.call('renewDomain', {
    path: renewPath,
    body: renewBody,
    idempotencyKey: renewKey,
    expect: 201,
  });
  if (renewed.status !== 201) return;
  await replay(ctx, renewed, 'renewDomain', { path: renewPath, body: renewBody, idempotencyKey: renewKey });
  await reuse(
    ctx,
    'renewDomain',
    { path: renewPath, body: { ...renewBody, years: 2 }, idempotencyKey: renewKey },
    'another body',
  );
  await actionDone(ctx, ctx.body<Resource>(renewed).id as number, 'the renewal');
  const renewals = await total(ctx, 'listActions', {
    query: { resource_type: 'domain', resource_id: name, type: String(ctx.body<Resource>(renewed).type) },
  });
  ctx.check(renewals === 1, `a renewal and its repeat started ${renewals} renewals`, {
    contract: { operationId: 'renewDomain', page },
  });
  const afterAnswer = await ctx.call('getDomain', { path: { domain_name: name }, as: reader(ctx), expect: 200 });
  const after = ctx.body<Resource>(afterAnswer);
  const moved = Date.parse(String(after.expires_at)) - Date.parse(String(before.expires_at));
  ctx.check(
    moved >= YEAR_MS && moved <= YEAR_MS + 86_400_000,
    `a renewal by one year and its repeat moved expires_at from ${String(before.expires_at)} to ${String(after.expires_at)}`,
    { exchange: afterAnswer, contract: { operationId: 'renewDomain', page } },
  );
}

async function replayTransfer(ctx: CheckContext): Promise<void> {
  const example = ctx.fixtures.exampleBody(ctx, 'createDomainTransfer');
  const tld = await tldFor(ctx, String(example.name));
  // A name of the run that is registered elsewhere: what availability answers `registered` for.
  const candidates = [`taken-${ctx.fixtures.name('idem')}.${tld}`, `${ctx.fixtures.name('idem')}.${tld}`];
  const checked = await ctx.call('checkDomainAvailability', {
    body: { names: candidates },
    as: reader(ctx),
    expect: 200,
  });
  const results = ctx.body<{ data?: Resource[] }>(checked).data ?? [];
  const name = results.find((r) => r.available === false && r.reason === 'registered')?.name;
  if (typeof name !== 'string')
    ctx.notExercised('no name of the run is registered elsewhere (needed to transfer one in)');
  const otherName = candidates.find((c) => c !== name) as string;
  const body = { ...example, name };
  const key = ctx.key();
  const first = await ctx.call('createDomainTransfer', { body, idempotencyKey: key, expect: 201 });
  if (first.status !== 201) return;
  await replay(ctx, first, 'createDomainTransfer', { body, idempotencyKey: key });
  await reuse(ctx, 'createDomainTransfer', { body: { ...body, name: otherName }, idempotencyKey: key }, 'another body');
  const type = ctx.contract.spec('createDomainTransfer').starts?.action ?? 'transfer_domain';
  const [listed, transfers] = await Promise.all([
    total(ctx, 'listDomains', { query: { name } }),
    total(ctx, 'listActions', { query: { resource_type: 'domain', resource_id: name, type } }),
  ]);
  const contract = { operationId: 'createDomainTransfer', page };
  ctx.check(listed === 1, `after a transfer and its repeat, listDomains?name=${name} counts ${listed}`, { contract });
  ctx.check(transfers === 1, `a transfer and its repeat started ${transfers} ${type} actions`, { contract });
}

// ---- servers ---------------------------------------------------------------------------------------

interface ActionStep {
  operationId: string;
  body?: Record<string, unknown>;
  /** Another request for the key: another body, or (for an action without one) another action's path. */
  other: { operationId: string; body?: Record<string, unknown> };
}

async function serverActionsOf(ctx: CheckContext, serverId: number, type: string): Promise<number> {
  return total(ctx, 'listServerActions', { path: { server_id: serverId }, query: { type } });
}

/** Starts an action with a key, repeats it, reuses the key for another request, checks one action started, waits. */
async function actionStep(ctx: CheckContext, server: Resource, step: ActionStep): Promise<Exchange | undefined> {
  const serverId = server.id as number;
  const spec = ctx.contract.spec(step.operationId);
  const type = spec.starts?.action;
  const path = pathFor(ctx, step.operationId, serverId);
  const before = type ? await serverActionsOf(ctx, serverId, type) : 0;
  const key = ctx.key();
  const args = { path, idempotencyKey: key, ...(step.body ? { body: step.body } : {}) };
  const first = await ctx.call(step.operationId, { ...args, expect: spec.success.status });
  if (first.status !== spec.success.status) return undefined;
  await replay(ctx, first, step.operationId, args, 'the repeat while its action runs');
  await reuse(
    ctx,
    step.other.operationId,
    {
      path: pathFor(ctx, step.other.operationId, serverId),
      idempotencyKey: key,
      ...(step.other.body ? { body: step.other.body } : {}),
    },
    step.other.operationId === step.operationId
      ? 'another body'
      : `another path (${step.operationId}'s key on ${step.other.operationId})`,
  );
  const answered = ctx.body<Resource>(first);
  const actionId =
    spec.starts?.answer === 'action'
      ? (answered.id as number)
      : ((await latestAction(ctx, spec.starts?.resource ?? 'server', answered.id as number, type as string))
          .id as number);
  await actionDone(ctx, actionId, step.operationId);
  // The answer remembered is the first one, not the action as it is now (finished).
  await replay(ctx, first, step.operationId, args, 'a repeat after its action finished');
  if (type) {
    const after = await serverActionsOf(ctx, serverId, type);
    ctx.check(
      after === before + 1 || spec.starts?.resource !== 'server',
      `${step.operationId}, its repeat and a refused reuse started ${after - before} ${type} actions on server ${serverId}, expected 1`,
      { contract: { operationId: step.operationId, page } },
    );
  }
  return first;
}

function pathFor(ctx: CheckContext, operationId: string, serverId: number): Record<string, number> {
  const names = ctx.contract
    .operation(operationId)
    .parameters.filter((p) => p.in === 'path')
    .map((p) => p.name);
  return names.includes('server_id') ? { server_id: serverId } : {};
}

async function replayServerActions(ctx: CheckContext): Promise<void> {
  const body = await ctx.fixtures.serverBody(ctx);
  const otherName = ctx.fixtures.name('srv');
  const key = ctx.key();
  const created = await ctx.call('createServer', { body, idempotencyKey: key, expect: 201 });
  if (created.status !== 201) return;
  const server = ctx.body<Resource>(created);
  ctx.fixtures.trackServer(server);
  const serverId = server.id as number;
  await replay(ctx, created, 'createServer', { body, idempotencyKey: key });
  await reuse(ctx, 'createServer', { body: { ...body, name: otherName }, idempotencyKey: key }, 'another body');
  const [servers, others] = await Promise.all([
    total(ctx, 'listServers', { query: { name: String(body.name) } }),
    total(ctx, 'listServers', { query: { name: otherName } }),
  ]);
  ctx.check(servers === 1, `after a create and its repeat, listServers?name=${String(body.name)} counts ${servers}`, {
    contract: { operationId: 'createServer', page },
  });
  if (
    !ctx.check(others === 0, `the refused reuse created a server named ${otherName}`, {
      contract: { operationId: 'createServer', page },
    })
  ) {
    for (const extra of await allItems<Resource>(ctx, 'listServers', { query: { name: otherName } }))
      ctx.fixtures.trackServer(extra);
  }
  await actionDone(ctx, (await latestAction(ctx, 'server', serverId, 'create_server')).id as number, 'createServer');
  await replay(ctx, created, 'createServer', { body, idempotencyKey: key }, 'a repeat after the server was created');

  await actionStep(ctx, server, { operationId: 'rebootServer', other: { operationId: 'resetServer' } });
  await actionStep(ctx, server, { operationId: 'resetServer', other: { operationId: 'rebootServer' } });
  // A refusal (power on a running server: invalid_state) is remembered: replayed once the server is stopped.
  const refusedKey = ctx.key();
  const refused = await ctx.call('powerOnServer', {
    path: { server_id: serverId },
    idempotencyKey: refusedKey,
    expect: 400,
  });
  await actionStep(ctx, server, { operationId: 'shutdownServer', other: { operationId: 'powerOffServer' } });
  if (refused.status === 400) {
    const powerOns = await serverActionsOf(ctx, serverId, 'power_on_server');
    await replay(
      ctx,
      refused,
      'powerOnServer',
      { path: { server_id: serverId }, idempotencyKey: refusedKey },
      'the repeat of a refused power-on, the server now stopped',
    );
    const after = await serverActionsOf(ctx, serverId, 'power_on_server');
    ctx.check(
      after === powerOns,
      `the repeat of a refused power-on started ${after - powerOns} power_on_server actions`,
      {
        contract: { operationId: 'powerOnServer', page },
      },
    );
  }
  await actionStep(ctx, server, { operationId: 'powerOnServer', other: { operationId: 'rebootServer' } });
  await actionStep(ctx, server, { operationId: 'powerOffServer', other: { operationId: 'shutdownServer' } });
  const plan = await resizeTarget(ctx, server);
  if (plan) {
    await actionStep(ctx, server, {
      operationId: 'resizeServer',
      body: { plan, resize_disk: false },
      other: { operationId: 'resizeServer', body: { plan, resize_disk: true } },
    });
  }
  const { image } = await ctx.fixtures.catalog(ctx);
  await actionStep(ctx, server, {
    operationId: 'reinstallServer',
    body: { image },
    other: { operationId: 'reinstallServer', body: { image, ssh_keys: [] } },
  });

  // Snapshots: create (the resource answered), restore (an action), delete.
  const snapshotName = ctx.fixtures.name('snap');
  const snapshotBody = { server_id: serverId, name: snapshotName };
  const snapshotKey = ctx.key();
  const snapshot = await ctx.call('createSnapshot', { body: snapshotBody, idempotencyKey: snapshotKey, expect: 201 });
  if (snapshot.status === 201) {
    const snapshotId = ctx.body<Resource>(snapshot).id as number;
    ctx.fixtures.track('snapshot', String(snapshotId), snapshotName, async (cleanup) => {
      await cleanup.call('deleteSnapshot', { path: { snapshot_id: snapshotId }, shape: false });
    });
    await replay(ctx, snapshot, 'createSnapshot', { body: snapshotBody, idempotencyKey: snapshotKey });
    await reuse(
      ctx,
      'createSnapshot',
      { body: { ...snapshotBody, name: `${snapshotName}x` }, idempotencyKey: snapshotKey },
      'another body',
    );
    const snapshots = await total(ctx, 'listSnapshots', { query: { server_id: serverId } });
    ctx.check(
      snapshots === 1,
      `a snapshot, its repeat and a refused reuse left ${snapshots} snapshots of server ${serverId}`,
      {
        contract: { operationId: 'createSnapshot', page },
      },
    );
    await actionDone(
      ctx,
      (await latestAction(ctx, 'snapshot', snapshotId, 'create_snapshot')).id as number,
      'createSnapshot',
    );
    await replay(
      ctx,
      snapshot,
      'createSnapshot',
      { body: snapshotBody, idempotencyKey: snapshotKey },
      'a repeat after the snapshot was taken',
    );
    await restoreStep(ctx, 'restoreSnapshot', { snapshot_id: snapshotId }, serverId);
    const deleted = await ctx.call('deleteSnapshot', { path: { snapshot_id: snapshotId }, expect: 200 });
    if (deleted.status === 200) {
      await actionDone(ctx, ctx.body<Resource>(deleted).id as number, 'deleteSnapshot');
      ctx.fixtures.untrack('snapshot', String(snapshotId));
    }
  }

  // Backups: create (the resource answered), restore (an action); deleted with the server.
  const backupBody = { description: `${ctx.prefix} idempotency` };
  const backupKey = ctx.key();
  const backupPath = { server_id: serverId };
  const backup = await ctx.call('createBackup', {
    path: backupPath,
    body: backupBody,
    idempotencyKey: backupKey,
    expect: 201,
  });
  if (backup.status === 201) {
    const backupId = ctx.body<Resource>(backup).id as number;
    await replay(ctx, backup, 'createBackup', { path: backupPath, body: backupBody, idempotencyKey: backupKey });
    await reuse(
      ctx,
      'createBackup',
      { path: backupPath, body: { description: `${ctx.prefix} other` }, idempotencyKey: backupKey },
      'another body',
    );
    const backups = await total(ctx, 'listServerBackups', { path: backupPath, query: { kind: 'manual' } });
    ctx.check(
      backups === 1,
      `a backup, its repeat and a refused reuse left ${backups} manual backups of server ${serverId}`,
      {
        contract: { operationId: 'createBackup', page },
      },
    );
    await actionDone(ctx, (await latestAction(ctx, 'backup', backupId, 'create_backup')).id as number, 'createBackup');
    await replay(
      ctx,
      backup,
      'createBackup',
      { path: backupPath, body: backupBody, idempotencyKey: backupKey },
      'a repeat after the backup was taken',
    );
    await restoreStep(ctx, 'restoreBackup', { backup_id: backupId }, serverId);
  }
  await ctx.fixtures.deleteServer(ctx, serverId);
}

/** A restore with a key: repeated, the key reused on the other restore path, one restore action on the server. */
async function restoreStep(
  ctx: CheckContext,
  operationId: 'restoreSnapshot' | 'restoreBackup',
  path: Record<string, number>,
  serverId: number,
): Promise<void> {
  const type = ctx.contract.spec(operationId).starts?.action ?? operationId;
  const before = await serverActionsOf(ctx, serverId, type);
  const key = ctx.key();
  const first = await ctx.call(operationId, { path, idempotencyKey: key, expect: 201 });
  if (first.status !== 201) return;
  await replay(ctx, first, operationId, { path, idempotencyKey: key }, 'the repeat while the restore runs');
  await reuse(
    ctx,
    'rebootServer',
    { path: { server_id: serverId }, idempotencyKey: key },
    `another path (${operationId}'s key on rebootServer)`,
  );
  await actionDone(ctx, ctx.body<Resource>(first).id as number, operationId);
  await replay(ctx, first, operationId, { path, idempotencyKey: key }, 'a repeat after the restore finished');
  const after = await serverActionsOf(ctx, serverId, type);
  ctx.check(after === before + 1, `${operationId} and its repeat started ${after - before} ${type} actions`, {
    contract: { operationId, page },
  });
}

/** Another plan the server can move to at its location (with a disk at least as large), if any. */
async function resizeTarget(ctx: CheckContext, server: Resource): Promise<string | undefined> {
  const plans = await allItems<Resource>(ctx, 'listPlans', { query: { location: String(server.location) } });
  const current = plans.find((p) => p.slug === server.plan);
  const disk = Number(current?.disk_gb ?? server.disk_gb ?? 0);
  return plans
    .filter((p) => p.slug !== server.plan && p.available !== false && Number(p.disk_gb) >= disk)
    .sort((a, b) => Number(a.disk_gb) - Number(b.disk_gb))
    .map((p) => String(p.slug))[0];
}
