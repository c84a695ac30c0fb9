// Domains: search, availability, register, transfer in, renew, settings, nameservers, contacts, auth code.
// The registry outside the sandbox is simulated from seed/registry.json; expiry follows the sandbox clock.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { catalog, findTld } from '../catalog.js';
import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import type { Sql } from '../../store/sql.js';
import { booleanEquals, byCodePoint, equals, jsonField, listPage } from '../list.js';
import { deref, type JsonObject } from '../../document.js';
import { href } from '../paths.js';
import { invalidField, invalidState, notFound, ProblemError } from '../problem.js';
import type { components } from '@vps-hosting/api/schema';
import {
  age,
  DAY,
  type DomainDoc,
  type DomainStatus,
  dueDomains,
  publicDomain,
  REPLACEABLE,
  skipPassedWarnings,
  YEAR,
} from '../domains.js';

type Schemas = components['schemas'];
type Contact = Schemas['Contact'];
const OUR_NAMESERVERS = ['ns1.vps-hosting.example', 'ns2.vps-hosting.example'];

const registry = JSON.parse(readFileSync(new URL('../../../seed/registry.json', import.meta.url), 'utf8')) as {
  registered: string[];
  registered_prefixes: string[];
  reserved_labels: string[];
  premium: Record<string, string>;
};

/** A well-formed domain name, as the document's search results spell it: suggestions are never others. */
const DOMAIN_NAME = new RegExp(
  deref<JsonObject>({ $ref: '#/components/schemas/DomainSearchResult/properties/name' }).pattern as string,
);

const tldOf = (name: string) =>
  catalog.tlds
    .map((t) => t.name)
    .filter((t) => name.endsWith(`.${t}`))
    .sort((a, b) => b.length - a.length)[0];

/** Ages the account's due domains, so that a list pages, filters and counts them as they are now. */
async function ageDueDomains(ctx: RequestContext): Promise<void> {
  for (const { value } of await dueDomains(ctx.store.sql, ctx.now, ctx.account))
    await age(ctx.store, ctx.account, value, ctx.now);
}

/** Milliseconds since the epoch of an ISO date-time, as SQL (Date.parse's value for the times the sandbox writes). */
function epochMs(sql: Sql, expression: string): string {
  return sql.dialect === 'postgres'
    ? `(EXTRACT(EPOCH FROM CAST(${expression} AS TIMESTAMPTZ)) * 1000)`
    : `CAST(ROUND((julianday(${expression}) - 2440587.5) * 86400000) AS INTEGER)`;
}

async function loadDomain(ctx: RequestContext & { params: { domain_name: string } }): Promise<DomainDoc> {
  const name = ctx.params.domain_name;
  const d = await ctx.store.get<DomainDoc>('domain', ctx.account, name);
  if (!d || !(await age(ctx.store, ctx.account, d, ctx.now))) throw notFound(`domain ${name}`);
  return d;
}

/** Whether the name is taken at the registry: registered elsewhere or by any sandbox account. */
async function registeredAnywhere(ctx: RequestContext, name: string): Promise<boolean> {
  if (registry.registered.includes(name) || registry.registered_prefixes.some((p) => name.startsWith(p))) return true;
  return (await ctx.store.inAnyAccount<DomainDoc>('domain', name)).some((r) => !REPLACEABLE.has(r.value.status));
}

async function availability(ctx: RequestContext, name: string) {
  const tld = tldOf(name) ? findTld(tldOf(name) as string) : undefined;
  const label = name.split('.')[0] ?? '';
  const reason: Schemas['DomainAvailability']['reason'] = !tld
    ? 'unsupported_tld'
    : registry.reserved_labels.includes(label)
      ? 'reserved'
      : (await registeredAnywhere(ctx, name))
        ? 'registered'
        : null;
  const premiumPrice = Object.hasOwn(registry.premium, name) ? registry.premium[name] : undefined;
  const premium = reason === null && premiumPrice !== undefined;
  const price =
    tld && reason === null
      ? {
          registration: premiumPrice ?? tld.prices.registration,
          renewal: tld.prices.renewal,
          currency: tld.prices.currency,
        }
      : null;
  return { name, tld, available: reason === null, reason, premium, price };
}

function fillContacts(c: Schemas['DomainContactsReplaceRequest']): Schemas['DomainContacts'] {
  const full = (x: Contact): Contact => ({ organization: null, address_line2: null, state: null, ...x });
  const registrant = full(c.registrant);
  return {
    registrant,
    admin: c.admin ? full(c.admin) : registrant,
    tech: c.tech ? full(c.tech) : registrant,
    billing: c.billing ? full(c.billing) : registrant,
  };
}

async function assertFree(ctx: RequestContext, name: string): Promise<void> {
  const existing = await ctx.store.get<DomainDoc>('domain', ctx.account, name);
  if (existing && (await age(ctx.store, ctx.account, existing, ctx.now)) && !REPLACEABLE.has(existing.status)) {
    throw new ProblemError('already_exists', `The domain ${name} is already in your account (${existing.status}).`);
  }
}

function newDomain(
  ctx: RequestContext,
  name: string,
  status: DomainStatus,
  b: {
    privacy?: boolean;
    auto_renew?: boolean;
    nameservers?: string[];
    contacts: Schemas['DomainContactsReplaceRequest'];
  },
): DomainDoc {
  return {
    name,
    tld: tldOf(name) as string,
    status,
    auto_renew: b.auto_renew !== false,
    locked: true,
    privacy: b.privacy !== false,
    nameservers: b.nameservers ?? OUR_NAMESERVERS,
    created_at: iso(ctx.now),
    registered_at: null,
    expires_at: null,
    _contacts: fillContacts(b.contacts),
    _auth_code: randomBytes(12).toString('base64url'),
    _status_at: ctx.now,
  };
}

function requireActive(d: DomainDoc): void {
  if (d.status !== 'active') throw invalidState(`domain ${d.name}`, d.status, 'this needs it active');
}

export const domainHandlers = {
  searchDomains: async (ctx) => {
    const b = ctx.body;
    const label =
      b.query
        .toLowerCase()
        .split('.')[0]
        ?.replace(/[^a-z0-9-]/g, '') || 'domain';
    const tlds = b.tlds ?? catalog.tlds.map((t) => t.name);
    const names: string[] = [];
    for (const variant of [label, `${label}-cloud`, `${label}s`, `${label}-app`, `get-${label}`]) {
      for (const tld of tlds) if (DOMAIN_NAME.test(`${variant}.${tld}`)) names.push(`${variant}.${tld}`);
    }
    const checked = [];
    for (const n of names) checked.push(await availability(ctx, n));
    const results = checked
      .filter((r) => r.tld)
      .sort((x, y) => Number(y.available) - Number(x.available))
      .slice(0, b.limit ?? 10)
      .map((r) => ({ name: r.name, tld: r.tld!.name, available: r.available, premium: r.premium, price: r.price }));
    return { status: 200, body: { data: results } };
  },

  checkDomainAvailability: async (ctx) => {
    const names = ctx.body.names;
    const data = [];
    for (const n of names) {
      const r = await availability(ctx, n);
      const mine = await ctx.store.get<DomainDoc>('domain', ctx.account, n);
      const reason: Schemas['DomainAvailability']['reason'] =
        mine && !REPLACEABLE.has(mine.status) ? 'registered' : r.reason;
      data.push({
        name: n,
        available: reason === null,
        reason,
        premium: reason === null && r.premium,
        price: reason === null ? r.price : null,
      });
    }
    return { status: 200, body: { data } };
  },

  listDomains: async (ctx) => {
    await ageDueDomains(ctx);
    const sql = ctx.store.sql;
    const field = (name: string) => jsonField(sql, 'data', name);
    const name = byCodePoint(sql, 'key');
    return listPage(ctx, {
      from: 'resources',
      where: { sql: "kind = 'domain' AND account_id = ?", params: [ctx.account] },
      columns: 'data',
      identity: name,
      sorts: {
        name,
        // Domains without an expiry sort last.
        expires_at: byCodePoint(sql, `COALESCE(${field('expires_at')}, '9999')`),
        created_at: byCodePoint(sql, field('created_at')),
      },
      filters: {
        status: equals(field('status')),
        auto_renew: booleanEquals(sql, field('auto_renew')),
        name: equals('key'),
        tld: equals(field('tld')),
        expires_before: (value) => ({
          sql: `${field('expires_at')} IS NOT NULL AND ${epochMs(sql, field('expires_at'))} < ?`,
          params: [Date.parse(value as string)],
        }),
      },
      total: () => ctx.store.count('domain', ctx.account),
      render: (row: { data: string }) => publicDomain(JSON.parse(row.data) as DomainDoc),
    });
  },

  createDomain: async (ctx) => {
    const b = ctx.body;
    const r = await availability(ctx, b.name);
    await assertFree(ctx, b.name);
    if (!r.available)
      throw new ProblemError('domain_unavailable', `The domain ${b.name} cannot be registered (${r.reason}).`);
    const tld = r.tld!;
    const years = b.years ?? 1;
    if (years < tld.min_years || years > tld.max_years) {
      throw invalidField(
        '/years',
        `Must be between ${tld.min_years} and ${tld.max_years} for .${tld.name}.`,
        years < tld.min_years ? 'minimum' : 'maximum',
      );
    }
    if (b.privacy === true && tld.privacy_available === false)
      throw invalidField('/privacy', `.${tld.name} has no privacy service.`);
    const domain = newDomain(ctx, b.name, 'registering', b);
    if (tld.privacy_available === false) domain.privacy = false;
    await ctx.store.put('domain', ctx.account, domain.name, domain);
    await ctx.engine.start(ctx.account, 'register_domain', 'domain', domain.name, ctx.config.actionMs, { years });
    return {
      status: 201,
      body: publicDomain(domain),
      location: ctx.baseUrl + href('getDomain', { domain_name: domain.name }),
    };
  },

  createDomainTransfer: async (ctx) => {
    const b = ctx.body;
    await assertFree(ctx, b.name);
    const r = await availability(ctx, b.name);
    const elsewhere =
      registry.registered.includes(b.name) || registry.registered_prefixes.some((p) => b.name.startsWith(p));
    if (!r.tld || !elsewhere) {
      throw new ProblemError(
        'domain_unavailable',
        `The domain ${b.name} is not registered at another registrar, or its TLD is not sold here.`,
      );
    }
    const domain = newDomain(ctx, b.name, 'transferring_in', {
      ...b,
      nameservers: [`ns1.previous-registrar.example`, `ns2.previous-registrar.example`],
    });
    await ctx.store.put('domain', ctx.account, domain.name, domain);
    await ctx.engine.start(ctx.account, 'transfer_domain', 'domain', domain.name, ctx.config.actionMs, {});
    return {
      status: 201,
      body: publicDomain(domain),
      location: ctx.baseUrl + href('getDomain', { domain_name: domain.name }),
    };
  },

  getDomain: async (ctx) => ({ status: 200, body: publicDomain(await loadDomain(ctx)) }),

  updateDomain: async (ctx) => {
    const d = await loadDomain(ctx);
    requireActive(d);
    const b = ctx.body;
    const tld = findTld(d.tld);
    if (b.privacy !== undefined && tld?.privacy_available === false)
      throw invalidField('/privacy', `.${d.tld} has no privacy service.`);
    if (b.locked !== undefined && tld?.transfer_lock_available === false)
      throw invalidField('/locked', `.${d.tld} has no transfer lock.`);
    if (b.auto_renew === false && d.auto_renew) skipPassedWarnings(d, ctx.now);
    Object.assign(d, b);
    await ctx.store.put('domain', ctx.account, d.name, d);
    return { status: 200, body: publicDomain(d) };
  },

  renewDomain: async (ctx) => {
    const d = await loadDomain(ctx);
    if (!['active', 'expired', 'redemption'].includes(d.status)) {
      throw invalidState(`domain ${d.name}`, d.status, 'only an active, expired or redemption domain can be renewed');
    }
    const years = ctx.body.years;
    const newExpiry = Date.parse(d.expires_at ?? iso(ctx.now)) + years * YEAR;
    if (newExpiry > ctx.now + 10 * YEAR + DAY)
      throw invalidField('/years', 'The new expiry would be more than 10 years ahead.', 'maximum');
    const row = await ctx.engine.start(ctx.account, 'renew_domain', 'domain', d.name, ctx.config.actionMs, { years });
    return {
      status: 201,
      body: ctx.engine.render(row, ctx.baseUrl),
      location: ctx.engine.actionUrl(ctx.baseUrl, row.id),
    };
  },

  getDomainNameservers: async (ctx) => {
    const d = await loadDomain(ctx);
    return { status: 200, body: { name: d.name, nameservers: d.nameservers } };
  },

  replaceDomainNameservers: async (ctx) => {
    const d = await loadDomain(ctx);
    requireActive(d);
    d.nameservers = ctx.body.nameservers;
    await ctx.store.put('domain', ctx.account, d.name, d);
    return { status: 200, body: { name: d.name, nameservers: d.nameservers } };
  },

  getDomainContacts: async (ctx) => ({ status: 200, body: (await loadDomain(ctx))._contacts }),

  replaceDomainContacts: async (ctx) => {
    const d = await loadDomain(ctx);
    requireActive(d);
    d._contacts = fillContacts(ctx.body);
    await ctx.store.put('domain', ctx.account, d.name, d);
    return { status: 200, body: d._contacts };
  },

  getDomainAuthCode: async (ctx) => {
    const d = await loadDomain(ctx);
    requireActive(d);
    if (d.locked) throw invalidState(`domain ${d.name}`, 'active with its transfer lock on', 'turn the lock off first');
    if (d.registered_at && Date.parse(d.registered_at) > ctx.now - 60 * DAY) {
      throw invalidState(`domain ${d.name}`, 'registered less than 60 days ago', 'the registry forbids a transfer yet');
    }
    return { status: 200, body: { name: d.name, auth_code: d._auth_code } };
  },
} satisfies Partial<Handlers>;
