// The domains' state machine and terms, as the state-machines family checks them (packages/conformance/
// README.md, "state-machines"; docs/design/conformance-kit.md#domains-terms). One domain of the run is
// registered for a number of years other than the default, taken through its life (registering →
// active, every other operation refused meanwhile), and renewed: its `expires_at` is its registration
// plus the years asked for, a renewal moves it by exactly the years asked for, a `years` out of the
// schema's or the TLD's bounds (or a renewal past the registry's horizon) is refused with
// `validation_failed` on `/years` and changes nothing, the transfer lock is on after the
// registration and the auth code of a domain registered less than 60 days ago is refused, lock or
// none. The API cannot delete a domain: the run's domain stays, named at the end (auto-renew off).
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import { checkProblem } from './problems-document.js';
import {
  checkFinishedUnchanged,
  checkStartedAction,
  followAction,
  pathFor,
  pathOf,
  readAs,
  TERMINAL_STATUSES,
} from './state-actions.js';
import { judgeRefusal, type Refusal, sendRefusal } from './state-server.js';
import { type StateRow, stateMachine, stateOfAction } from './state-tables.js';

const ACTIONS_PAGE = 'introduction#asynchronous-actions';
const DAY = 86_400_000;
/** A year of the contract is a calendar year (never defined further): 365 or 366 days. */
const YEAR_MIN = 365 * DAY;
const YEAR_MAX = 366 * DAY;
/** The registration's `expires_at` may count from the order rather than from `registered_at`: a day's slack. */
const REGISTRATION_SLACK = DAY;
/** Timestamps are RFC 3339: a second's rounding either way. */
const SECOND = 1000;

export function checkLocation(ctx: CheckContext, exchange: Exchange, expected: string, operationId: string): void {
  const location = exchange.headers.get('location');
  ctx.check(
    location !== null && pathOf(ctx, location) === expected,
    `${operationId}'s Location is ${JSON.stringify(location)}, expected ${expected}`,
    { exchange, contract: { operationId, status: exchange.status, page: ACTIONS_PAGE } },
  );
}

/** The words of a domain operation as the DomainStatus table writes them: `replaceDomainNameservers` → "replace nameservers". */
function domainWords(operationId: string): string {
  return operationId
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== 'domain')
    .join(' ')
    .trim();
}

/** The domain operations the table names (besides reads) and a valid body for each. */
function domainOperations(
  ctx: CheckContext,
  machine: readonly StateRow[],
): { word: string; operationId: string; body?: unknown }[] {
  const words = new Set(machine.flatMap((row) => row.allowed));
  return ctx.contract.operations
    .filter((op) => op.path.includes('{domain_name}') && words.has(domainWords(op.operationId as string)))
    .map((op) => {
      const operationId = op.operationId as string;
      const spec = ctx.contract.spec(operationId);
      return {
        word: domainWords(operationId),
        operationId,
        ...(spec.body ? { body: ctx.fixtures.exampleBody(ctx, operationId) } : {}),
      };
    });
}

interface YearsBounds {
  minimum: number;
  maximum: number;
  default?: number;
  pointer: string;
}

/** The bounds a request schema gives `years` (DomainCreateRequest, RenewDomainRequest). */
function yearsBounds(ctx: CheckContext, schemaName: string): YearsBounds {
  const schemas = (ctx.contract.model.document.components as { schemas: Record<string, unknown> }).schemas;
  const years = (schemas[schemaName] as { properties?: Record<string, Record<string, unknown>> } | undefined)
    ?.properties?.years;
  const pointer = `${ctx.contract.schemaPointer(schemaName)}/properties/years`;
  if (typeof years?.minimum !== 'number' || typeof years.maximum !== 'number')
    throw new Error(`${pointer} gives no minimum and maximum`);
  return {
    minimum: years.minimum,
    maximum: years.maximum,
    ...(typeof years.default === 'number' ? { default: years.default } : {}),
    pointer,
  };
}

/** A request schema's `default` for a property. */
function defaultOf(ctx: CheckContext, schemaName: string, property: string): unknown {
  const schemas = (ctx.contract.model.document.components as { schemas: Record<string, unknown> }).schemas;
  return (schemas[schemaName] as { properties?: Record<string, { default?: unknown }> } | undefined)?.properties?.[
    property
  ]?.default;
}

/** The nameservers a registration without any gets: the hostnames DomainCreateRequest's `nameservers` calls ours. */
function defaultNameservers(ctx: CheckContext): string[] {
  const schemas = (ctx.contract.model.document.components as { schemas: Record<string, unknown> }).schemas;
  const text =
    (schemas.DomainCreateRequest as { properties?: Record<string, { description?: string }> } | undefined)?.properties
      ?.nameservers?.description ?? '';
  const sentence = text.split(/Leave it out to use ours/)[1]?.split(/, which|\n\n/)[0] ?? '';
  return [...sentence.matchAll(/`([a-z0-9.-]+\.[a-z]+)`/g)].map((match) => match[1] as string);
}

/** The registry's horizon the document states: "the new expiry may be at most N years from now". */
function horizonYears(ctx: CheckContext): number | undefined {
  const text = ctx.contract.operation('renewDomain').description ?? '';
  const found = /at most (\d+) years from now/i.exec(text);
  return found ? Number(found[1]) : undefined;
}

function time(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** A span in days, and the range `years` calendar years may take. */
function daysText(ms: number, years: number): string {
  return `${(ms / DAY).toFixed(1)} days (${years} years: ${(years * YEAR_MIN) / DAY} to ${(years * YEAR_MAX) / DAY})`;
}

/** A refusal of `years` as documented: 400 validation_failed naming `/years`. */
function checkYearsRefused(
  ctx: CheckContext,
  answer: Exchange,
  operationId: string,
  why: string,
  pointer: string,
): boolean {
  const contract = { operationId, status: 400, pointer };
  if (answer.status !== 400) {
    ctx.check(false, `${operationId} with ${why} answered ${answer.status}, expected 400 validation_failed`, {
      exchange: answer,
      contract,
    });
    return false;
  }
  const problem = checkProblem(ctx, answer, 'validation_failed', contract);
  ctx.check(
    (problem?.errors ?? []).some((error) => error?.field === '/years'),
    `${operationId} with ${why} refused without an errors[] entry for /years: ${answer.text.slice(0, 300)}`,
    { exchange: answer, contract },
  );
  return true;
}

/** How many actions of a type the domain has (listActions' total). */
async function actionCount(
  ctx: CheckContext,
  name: string,
  type: string,
): Promise<{ total: number; exchange: Exchange }> {
  const exchange = await ctx.call('listActions', {
    query: { resource_type: 'domain', resource_id: name, type, per_page: 1 },
    as: readAs(ctx),
    expect: 200,
  });
  const total = (exchange.json as { meta?: { pagination?: { total_entries?: unknown } } } | undefined)?.meta?.pagination
    ?.total_entries;
  if (typeof total !== 'number') ctx.fail('listActions answered no meta.pagination.total_entries', { exchange });
  return { total, exchange };
}

/** A domain of the run registered for `years` years, taken through its life and renewed. */
async function domainLife(ctx: CheckContext): Promise<void> {
  const machine = stateMachine(ctx.contract, 'DomainStatus', 'Domain');
  const pointer = ctx.contract.schemaPointer('DomainStatus');
  const domainPointer = ctx.contract.schemaPointer('Domain');
  const spec = ctx.contract.spec('createDomain');
  const example = ctx.fixtures.exampleBody(ctx, 'createDomain');
  const tldName = String(example.name).split('.').slice(1).join('.');
  const name = `${ctx.fixtures.name('dom')}.${tldName}`;
  const tldAnswer = await ctx.call('getTld', { path: { tld: tldName }, as: readAs(ctx), expect: 200 });
  if (tldAnswer.status !== 200)
    ctx.fail(`getTld ${tldName} (the createDomain example's TLD) answered ${tldAnswer.status}`);
  const tld = ctx.body<Resource>(tldAnswer);
  const register = yearsBounds(ctx, 'DomainCreateRequest');
  const renew = yearsBounds(ctx, 'RenewDomainRequest');
  const low = Math.max(register.minimum, Number(tld.min_years ?? register.minimum));
  const high = Math.min(register.maximum, Number(tld.max_years ?? register.maximum));
  // A number of years the server cannot meet by chance: not the default, not the minimum, if the TLD allows.
  const fallback = register.default ?? register.minimum;
  const years = [2, 3, low + 1, low].find((y) => y >= low && y <= high && y !== fallback) ?? low;
  // Auto-renew off: the domain the run cannot delete lapses at its expiry instead of costing more.
  const body: Record<string, unknown> = { ...example, name, years, auto_renew: false };
  // Left out, so that their defaults show: privacy (on wherever the TLD offers it) and the nameservers (ours).
  delete body.privacy;
  delete body.nameservers;

  // Out of bounds first (nothing may be created): under the schema's minimum, over its maximum, and
  // outside the TLD's own min_years..max_years where they are narrower.
  const outOfBounds: [number, string][] = [
    [register.minimum - 1, `years ${register.minimum - 1} (under the schema's minimum ${register.minimum})`],
    [register.maximum + 1, `years ${register.maximum + 1} (over the schema's maximum ${register.maximum})`],
  ];
  if (high < register.maximum) outOfBounds.push([high + 1, `years ${high + 1} (over .${tldName}'s max_years ${high})`]);
  if (low > register.minimum) outOfBounds.push([low - 1, `years ${low - 1} (under .${tldName}'s min_years ${low})`]);
  // And names it cannot have: a transfer of a name registered nowhere, a TLD the target does not sell
  // (getTld: 404), both refused with domain_unavailable; checkDomainAvailability says so beforehand.
  const transferExample = ctx.fixtures.exampleBody(ctx, 'createDomainTransfer');
  const unsold = `${ctx.prefix.replace(/[^a-z]/g, '')}x`;
  const unsoldName = `${name.split('.')[0]}.${unsold}`;
  const unavailable: { operationId: string; body: Record<string, unknown>; why: string }[] = [
    { operationId: 'createDomainTransfer', body: { ...transferExample, name }, why: `${name} (registered nowhere)` },
    { operationId: 'createDomain', body: { ...body, name: unsoldName }, why: `${unsoldName} (a TLD not sold)` },
    {
      operationId: 'createDomainTransfer',
      body: { ...transferExample, name: unsoldName },
      why: `${unsoldName} (a TLD not sold)`,
    },
  ];
  const [notSold, availability, ...refused] = await Promise.all([
    ctx.call('getTld', { path: { tld: unsold }, as: readAs(ctx), expect: 404 }),
    ctx.call('checkDomainAvailability', { body: { names: [name, unsoldName] }, expect: 200 }),
    ...outOfBounds.map(([bad]) => ctx.call('createDomain', { body: { ...body, years: bad } })),
    ...unavailable.map((item) => ctx.call(item.operationId, { body: item.body })),
  ]);
  const results = ((availability.json as { data?: Resource[] } | undefined)?.data ?? []) as Resource[];
  const free = results.find((result) => result.name === name);
  ctx.check(
    free?.available === true && free.reason === null && free.price !== null,
    `checkDomainAvailability says ${name} (new, registered nowhere) is ${JSON.stringify(free ?? null)}, expected available, reason null, a price`,
    { exchange: availability, contract: { operationId: 'checkDomainAvailability', status: 200 } },
  );
  const foreign = results.find((result) => result.name === unsoldName);
  if (notSold.status === 404)
    ctx.check(
      foreign?.available === false && foreign.reason === 'unsupported_tld',
      `checkDomainAvailability says ${unsoldName} (getTld ${unsold}: 404) is ${JSON.stringify(foreign ?? null)}, expected not available, reason unsupported_tld`,
      {
        exchange: availability,
        contract: { operationId: 'checkDomainAvailability', pointer: ctx.contract.schemaPointer('DomainAvailability') },
      },
    );
  let accepted: Exchange | undefined;
  for (const [index, answer] of refused.entries()) {
    if (answer.status === 201) accepted ??= answer;
    const years = outOfBounds[index];
    if (years) {
      checkYearsRefused(ctx, answer, 'createDomain', years[1], register.pointer);
      continue;
    }
    const item = unavailable[index - outOfBounds.length] as (typeof unavailable)[number];
    if (item.body.name === unsoldName && notSold.status !== 404) continue;
    const contract = { operationId: item.operationId, status: 400 };
    if (answer.status !== 400)
      ctx.check(
        false,
        `${item.operationId} of ${item.why} answered ${answer.status}, expected 400 domain_unavailable`,
        {
          exchange: answer,
          contract,
        },
      );
    else checkProblem(ctx, answer, 'domain_unavailable', contract);
  }
  if (accepted) {
    const taken = String((accepted.json as Resource | undefined)?.name ?? name);
    ctx.fixtures.track('domain', taken, taken, async () => {
      throw new Error('the API has no operation that deletes a domain: it stays (accepted although it should not be)');
    });
    ctx.fail(`${accepted.operationId} accepted ${taken}, which it should have refused`, { exchange: accepted });
  }
  const absent = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx) });
  ctx.check(
    absent.status === 404,
    `after createDomain and createDomainTransfer refused it, getDomain ${name} answers ${absent.status}, expected 404 (nothing registered)`,
    {
      exchange: absent,
      contract: { operationId: 'getDomain', status: 404 },
    },
  );

  // The registration: registering (no registered_at, no expires_at), every other operation refused.
  const registering = stateOfAction(machine, String(spec.starts?.action));
  const answer = await ctx.call('createDomain', { body, expect: 201 });
  if (answer.status !== 201)
    ctx.fail(`createDomain of ${name} for ${years} years was not accepted`, { exchange: answer });
  ctx.fixtures.track('domain', name, name, async () => {
    throw new Error('the API has no operation that deletes a domain: it stays, with auto_renew off');
  });
  const domain = ctx.body<Resource>(answer);
  checkLocation(ctx, answer, pathFor(ctx, 'getDomain', { domain_name: name }), 'createDomain');
  ctx.check(
    domain.status === registering?.state,
    `createDomain answered a domain in ${String(domain.status)}, expected ${String(registering?.state)}`,
    { exchange: answer, contract: { operationId: 'createDomain', status: 201, pointer } },
  );
  ctx.check(
    domain.registered_at === null && domain.expires_at === null,
    `createDomain answered a domain in ${String(domain.status)} with registered_at ${String(domain.registered_at)} and expires_at ${String(domain.expires_at)}, expected both null while registering`,
    {
      exchange: answer,
      contract: { operationId: 'createDomain', status: 201, pointer: `${domainPointer}/properties/expires_at` },
    },
  );
  const operations = domainOperations(ctx, machine);
  const refusalsIn = (state: string): Refusal[] => {
    const row = machine.find((candidate) => candidate.state === state);
    return operations
      .filter((op) => !row?.allowed.includes(op.word))
      .map((op) => ({
        operationId: op.operationId,
        path: { domain_name: name },
        ...(op.body !== undefined ? { body: op.body } : {}),
        expected: 'invalid_state',
        state,
        locked: false,
        pointer,
      }));
  };
  const refusals = refusalsIn(String(registering?.state));
  const [action, ...answers] = await Promise.all([
    ctx.fixtures.actionOf(ctx, 'domain', name, String(spec.starts?.action)),
    ...refusals.map((refusal) => sendRefusal(ctx, refusal)),
  ]);
  const followed = await followAction(ctx, action.id as number);
  const held = !TERMINAL_STATUSES.has(String(followed.polls[0]?.action.status));
  for (const [index, refusal] of refusals.entries()) judgeRefusal(ctx, refusal, answers[index] as Exchange, held);
  ctx.check(
    followed.action.status === 'success',
    `the ${String(action.type)} action ended in ${String(followed.action.status)}`,
    { exchange: followed.exchange, contract: { operationId: 'createDomain', page: ACTIONS_PAGE } },
  );

  // Active: registered_at when the action ended, expires_at the years asked for later, the transfer lock on.
  const active = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
  const registered = ctx.body<Resource>(active);
  const target = registering?.leavesTo[0];
  ctx.check(
    registered.status === target &&
      typeof registered.expires_at === 'string' &&
      typeof registered.registered_at === 'string',
    `once its ${String(action.type)} action succeeded the domain is ${String(registered.status)} (registered_at ${String(registered.registered_at)}, expires_at ${String(registered.expires_at)}), expected ${String(target)} with both set`,
    { exchange: active, contract: { operationId: 'getDomain', pointer } },
  );
  const registeredAt = time(registered.registered_at);
  const expiresAt = time(registered.expires_at);
  const span = expiresAt - registeredAt;
  ctx.check(
    span >= years * YEAR_MIN - REGISTRATION_SLACK && span <= years * YEAR_MAX + REGISTRATION_SLACK,
    `registered for ${years} years (createDomain's years), the domain expires ${daysText(span, years)} after its registered_at (${String(registered.registered_at)} → ${String(registered.expires_at)})`,
    { exchange: active, contract: { operationId: 'createDomain', pointer: register.pointer } },
  );
  const finishedAt = time(followed.action.finished_at);
  ctx.check(
    registeredAt >= time(domain.created_at) - SECOND && !(registeredAt > finishedAt + SECOND),
    `registered_at ${String(registered.registered_at)} is not between the order (created_at ${String(domain.created_at)}) and the end of its action (${String(followed.action.finished_at)})`,
    { exchange: active, contract: { operationId: 'getDomain', pointer: `${domainPointer}/properties/registered_at` } },
  );
  const lockable = tld.transfer_lock_available !== false;
  if (lockable)
    ctx.check(
      registered.locked === true,
      `a new registration starts with the transfer lock on, but the domain has locked ${String(registered.locked)}`,
      { exchange: active, contract: { operationId: 'createDomain', pointer: `${domainPointer}/properties/locked` } },
    );
  ctx.check(
    registered.auto_renew === false,
    `registered with auto_renew false, the domain has auto_renew ${String(registered.auto_renew)}`,
    { exchange: active, contract: { operationId: 'createDomain', pointer: domainPointer } },
  );
  const requestPointer = ctx.contract.schemaPointer('DomainCreateRequest');
  const privacyDefault = defaultOf(ctx, 'DomainCreateRequest', 'privacy') === true && tld.privacy_available !== false;
  ctx.check(
    registered.privacy === privacyDefault,
    `registered without privacy on .${tldName} (privacy_available ${String(tld.privacy_available)}), the domain has privacy ${String(registered.privacy)}, expected ${privacyDefault}`,
    { exchange: active, contract: { operationId: 'createDomain', pointer: `${requestPointer}/properties/privacy` } },
  );
  const ours = defaultNameservers(ctx);
  if (ours.length > 0)
    ctx.check(
      JSON.stringify(registered.nameservers) === JSON.stringify(ours),
      `registered without nameservers, the domain has ${JSON.stringify(registered.nameservers)}, expected ours ${JSON.stringify(ours)}`,
      {
        exchange: active,
        contract: { operationId: 'createDomain', pointer: `${requestPointer}/properties/nameservers` },
      },
    );

  // Registered: no longer available (reason registered: "someone, possibly you"), and a second order
  // or a transfer of it refused with already_exists (it is in the account).
  const [taken, again, transfer] = await Promise.all([
    ctx.call('checkDomainAvailability', { body: { names: [name] }, expect: 200 }),
    ctx.call('createDomain', { body }),
    ctx.call('createDomainTransfer', { body: { ...transferExample, name } }),
  ]);
  const seen = (taken.json as { data?: Resource[] } | undefined)?.data?.[0];
  ctx.check(
    seen?.available === false && seen.reason === 'registered' && seen.price === null,
    `checkDomainAvailability says the registered ${name} is ${JSON.stringify(seen ?? null)}, expected not available, reason registered, price null`,
    { exchange: taken, contract: { operationId: 'checkDomainAvailability', status: 200 } },
  );
  for (const repeat of [again, transfer]) {
    const operationId = repeat.operationId as string;
    if (repeat.status !== 400)
      ctx.check(
        false,
        `${operationId} of ${name}, already in the account, answered ${repeat.status}, expected 400 already_exists`,
        {
          exchange: repeat,
          contract: { operationId, status: 400 },
        },
      );
    else checkProblem(ctx, repeat, 'already_exists', { operationId, status: 400 });
  }

  // The auth code of a domain registered less than 60 days ago: refused with the lock on, and off.
  const authRefused = async (why: string) => {
    const code = await ctx.call('getDomainAuthCode', { path: { domain_name: name } });
    const contract = { operationId: 'getDomainAuthCode', status: 400 };
    if (code.status !== 400)
      ctx.check(false, `getDomainAuthCode of a domain ${why} answered ${code.status}, expected 400 invalid_state`, {
        exchange: code,
        contract,
      });
    else checkProblem(ctx, code, 'invalid_state', contract);
  };
  await authRefused('registered just now, its transfer lock on');
  if (lockable) {
    const unlocked = await ctx.call('updateDomain', {
      path: { domain_name: name },
      body: { locked: false },
      expect: 200,
    });
    if (unlocked.status === 200) {
      const patched = ctx.body<Resource>(unlocked);
      ctx.check(
        patched.locked === false && patched.status === registered.status,
        `updateDomain {locked: false} answered locked ${String(patched.locked)} in ${String(patched.status)}, expected false, the status unchanged (${String(registered.status)})`,
        { exchange: unlocked, contract: { operationId: 'updateDomain', status: 200, pointer } },
      );
      await authRefused('registered just now (less than 60 days ago), its transfer lock off');
      await ctx.call('updateDomain', { path: { domain_name: name }, body: { locked: true }, expect: 200 });
    }
  }

  // Renew for k years: an action, the domain still active, expires_at moved by exactly k years.
  const horizon = horizonYears(ctx);
  const renewLow = Math.max(renew.minimum, Number(tld.min_years ?? renew.minimum));
  const renewHigh = Math.min(renew.maximum, Number(tld.max_years ?? renew.maximum));
  const aheadYears = (expiresAt - Date.now()) / (365.25 * DAY);
  const fits = (k: number) =>
    k >= renewLow && k <= renewHigh && (horizon === undefined || aheadYears + k < horizon - 0.5);
  const k = [2, 3, renewLow + 1, renewLow].find(fits);
  const renewSpec = ctx.contract.spec('renewDomain');
  let current = registered;
  const finished = [followed.action];
  if (k !== undefined) {
    const renewed = await ctx.call('renewDomain', {
      path: { domain_name: name },
      body: { years: k },
      expect: renewSpec.success.status,
    });
    if (renewed.status !== renewSpec.success.status)
      ctx.fail('renewDomain of an active domain was not accepted', { exchange: renewed });
    const renewAction = checkStartedAction(ctx, renewed, renewSpec, name) as Resource;
    const renewFollowed = await followAction(ctx, renewAction.id as number);
    finished.push(renewFollowed.action);
    const after = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
    current = ctx.body<Resource>(after);
    const moved = time(current.expires_at) - expiresAt;
    ctx.check(
      current.status === registered.status && moved >= k * YEAR_MIN - SECOND && moved <= k * YEAR_MAX + SECOND,
      `after renewing for ${k} years the domain is ${String(current.status)} and expires_at moved ${daysText(moved, k)}, from ${String(registered.expires_at)} to ${String(current.expires_at)}`,
      { exchange: after, contract: { operationId: 'renewDomain', pointer: renew.pointer } },
    );
    ctx.check(
      current.registered_at === registered.registered_at,
      `renewDomain changed registered_at from ${String(registered.registered_at)} to ${String(current.registered_at)}`,
      {
        exchange: after,
        contract: { operationId: 'renewDomain', pointer: `${domainPointer}/properties/registered_at` },
      },
    );
  }

  // Renewals refused, nothing changed: years out of the schema's bounds, and an expiry past the horizon.
  const renewType = String(renewSpec.starts?.action ?? 'renew_domain');
  const before = await actionCount(ctx, name, renewType);
  const badRenewals: [number, string][] = [
    [renew.minimum - 1, `years ${renew.minimum - 1} (under the schema's minimum ${renew.minimum})`],
    [renew.maximum + 1, `years ${renew.maximum + 1} (over the schema's maximum ${renew.maximum})`],
  ];
  if (horizon !== undefined) {
    // One year past the horizon: a horizon off by a year lets it through.
    const ahead = Math.round((time(current.expires_at) - Date.now()) / (365.25 * DAY));
    const past = horizon + 1 - ahead;
    if (past >= renew.minimum && past <= renewHigh)
      badRenewals.push([
        past,
        `years ${past} (the new expiry about ${horizon + 1} years from now, past the document's ${horizon})`,
      ]);
  }
  const renewalAnswers = await Promise.all(
    badRenewals.map(([bad]) => ctx.call('renewDomain', { path: { domain_name: name }, body: { years: bad } })),
  );
  for (const [index, refusal] of renewalAnswers.entries())
    checkYearsRefused(ctx, refusal, 'renewDomain', (badRenewals[index] as [number, string])[1], renew.pointer);
  const [unchanged, afterCount] = await Promise.all([
    ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 }),
    actionCount(ctx, name, renewType),
  ]);
  ctx.check(
    (unchanged.json as Resource | undefined)?.expires_at === current.expires_at,
    `after refused renewals expires_at is ${String((unchanged.json as Resource | undefined)?.expires_at)}, expected it unchanged (${String(current.expires_at)})`,
    { exchange: unchanged, contract: { operationId: 'renewDomain', status: 400, page: 'introduction#errors' } },
  );
  ctx.check(
    afterCount.total === before.total,
    `refused renewals started ${afterCount.total - before.total} ${renewType} action(s)`,
    {
      exchange: afterCount.exchange,
      contract: { operationId: 'renewDomain', status: 400, page: 'introduction#errors' },
    },
  );
  await checkFinishedUnchanged(ctx, finished);
}

/** A transfer in, when a name of the document's examples is registered elsewhere and not in the account. */
async function domainTransfer(ctx: CheckContext): Promise<void> {
  const machine = stateMachine(ctx.contract, 'DomainStatus', 'Domain');
  const pointer = ctx.contract.schemaPointer('DomainStatus');
  const spec = ctx.contract.spec('createDomainTransfer');
  const example = ctx.fixtures.exampleBody(ctx, 'createDomainTransfer');
  const names = [
    String(example.name),
    ...((ctx.fixtures.exampleBody(ctx, 'checkDomainAvailability').names as string[] | undefined) ?? []),
  ];
  const checked = await ctx.call('checkDomainAvailability', { body: { names: [...new Set(names)] }, expect: 200 });
  const results = (checked.json as { data?: Resource[]; results?: Resource[] } | undefined) ?? {};
  const list = (results.data ?? results.results ?? []) as Resource[];
  const elsewhere = list.filter((r) => r.available === false && r.reason === 'registered').map((r) => String(r.name));
  let name: string | undefined;
  for (const candidate of elsewhere) {
    const mine = await ctx.call('getDomain', { path: { domain_name: candidate }, as: readAs(ctx) });
    const status = (mine.json as Resource | undefined)?.status;
    if (mine.status === 404 || ['registration_failed', 'transfer_failed', 'deleted'].includes(String(status))) {
      name = candidate;
      break;
    }
  }
  if (!name)
    ctx.notExercised(
      `no name of the document's examples (${[...new Set(names)].join(', ')}) is registered elsewhere and absent from the account; a transfer in cannot be undone, so the kit transfers only such a name`,
    );
  const transferring = stateOfAction(machine, String(spec.starts?.action));
  const answer = await ctx.call('createDomainTransfer', { body: { ...example, name }, expect: 201 });
  if (answer.status !== 201) ctx.fail(`createDomainTransfer of ${name} was not accepted`, { exchange: answer });
  checkLocation(ctx, answer, pathFor(ctx, 'getDomain', { domain_name: name }), 'createDomainTransfer');
  ctx.check(
    ctx.body<Resource>(answer).status === transferring?.state,
    `createDomainTransfer answered a domain in ${String(ctx.body<Resource>(answer).status)}, expected ${String(transferring?.state)}`,
    { exchange: answer, contract: { operationId: 'createDomainTransfer', status: 201, pointer } },
  );
  const action = await ctx.fixtures.actionOf(ctx, 'domain', name, String(spec.starts?.action));
  const followed = await followAction(ctx, action.id as number);
  const after = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
  const expected = followed.action.status === 'success' ? transferring?.leavesTo[0] : transferring?.leavesTo[1];
  ctx.check(
    (after.json as Resource | undefined)?.status === expected,
    `once its transfer_domain action ended in ${String(followed.action.status)} the domain is ${String((after.json as Resource | undefined)?.status)}, expected ${String(expected)}`,
    { exchange: after, contract: { operationId: 'getDomain', pointer } },
  );
}

export function domainChecks(contract: KitContract): Check[] {
  const area = (operationId: string) => areaOf(contract.operation(operationId));
  return [
    {
      id: 'state-machines.domain-register-renew',
      family: 'state-machines',
      area: area('createDomain'),
      title:
        "a domain is registered for more than the default years (years out of the schema's or the TLD's bounds refused first, nothing registered): registering with no registered_at or expires_at, every other operation refused with invalid_state; then active, the transfer lock on, expires_at the years asked for after registered_at, the auth code refused (registered less than 60 days ago); renewed for k years (an action; still active, expires_at moved by exactly k years); renewals out of bounds or past the 10-year horizon refused with validation_failed on /years, nothing changed",
      needs: ['writes'],
      contract: { pointer: contract.schemaPointer('DomainStatus'), page: 'introduction#domain' },
      run: (ctx) => domainLife(ctx),
    },
    {
      id: 'state-machines.domain-transfer',
      family: 'state-machines',
      area: area('createDomainTransfer'),
      title:
        'a transfer in answers the domain in transferring_in, and its action leads it to active (or transfer_failed)',
      needs: ['writes'],
      contract: { operationId: 'createDomainTransfer', pointer: contract.schemaPointer('DomainStatus') },
      run: (ctx) => domainTransfer(ctx),
    },
  ];
}
