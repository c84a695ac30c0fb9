// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the search and replacement strings are the sandbox's own source text.
// The mutant corpus of benchmark 10: realistic implementation bugs, each one text replacement in a copy
// of the sandbox's sources (packages/sandbox/src, never the package itself: bench/lib/mutant-copy.ts).
// Each `search` must occur exactly once in its file, so a refactor of the sandbox that moves or
// rewords a line fails the benchmark loudly instead of measuring an unchanged sandbox.
//
// Left out on purpose: bugs only a cooperating server can show (a 429 within the run, 500s, a suspended
// account's 403): through the public API only the kit reports those as not exercised, by design.

export type Category =
  | 'statuses'
  | 'headers'
  | 'problems'
  | 'auth'
  | 'fields'
  | 'pagination'
  | 'validation'
  | 'dns'
  | 'state-machines'
  | 'actions'
  | 'idempotency'
  | 'domains'
  | 'webhooks'
  | 'edges'
  | 'tenancy';

export interface Mutant {
  id: string;
  category: Category;
  description: string;
  /** Relative to packages/sandbox. */
  file: string;
  search: string;
  replace: string;
}

export const MUTANTS: readonly Mutant[] = [
  // ── wrong statuses ──
  {
    id: 'status-create-server-200',
    category: 'statuses',
    description: 'createServer answers 200 instead of 201',
    file: 'src/domain/handlers/servers.ts',
    search: "return { status: 201, body: server, location: ctx.baseUrl + href('getServer', { server_id: id }) };",
    replace: "return { status: 200, body: server, location: ctx.baseUrl + href('getServer', { server_id: id }) };",
  },
  {
    id: 'status-action-202',
    category: 'statuses',
    description: 'server actions (power, resize, reinstall, restores) answer 202 instead of 201',
    file: 'src/domain/handlers/servers.ts',
    search: '  return {\n    status: 201,\n    body: ctx.engine.render(row, ctx.baseUrl),',
    replace: '  return {\n    status: 202 as 201,\n    body: ctx.engine.render(row, ctx.baseUrl),',
  },
  {
    id: 'status-409-as-400',
    category: 'statuses',
    description: 'every documented 409 (invalid_state, resource_locked, already_exists …) is answered 400',
    file: 'src/domain/problem.ts',
    search: '    return status;\n',
    replace: '    return status === 409 ? 400 : status;\n',
  },
  {
    id: 'status-delete-zone-204',
    category: 'statuses',
    description: 'deleteDnsZone answers 204 (no body) instead of 200 with the zone',
    file: 'src/domain/handlers/dns.ts',
    search: '    return { status: 200, body };',
    replace: '    return { status: 204 as 200, body };',
  },

  // ── headers ──
  {
    id: 'hdr-remaining-off-by-one',
    category: 'headers',
    description: 'X-RateLimit-Remaining counts the current request as not yet made (one too many)',
    file: 'src/http/rate-limit.ts',
    search: 'remaining: Math.max(0, this.limit - w.count),',
    replace: 'remaining: Math.max(0, this.limit - w.count + 1),',
  },
  {
    id: 'hdr-reset-as-delay',
    category: 'headers',
    description: 'X-RateLimit-Reset is the seconds left instead of the epoch second the window ends',
    file: 'src/http/rate-limit.ts',
    search: 'reset: Math.ceil(end / 1000),',
    replace: 'reset: Math.ceil((end - now) / 1000),',
  },
  {
    id: 'hdr-ratelimit-per-account',
    category: 'headers',
    description: "the rate-limit window is counted per account, not per token (the read token spends the full token's)",
    file: 'src/http/auth.ts',
    search: 'rateKey: `t:${token}`,',
    replace: 'rateKey: `a:${row.account_id}`,',
  },
  {
    id: 'hdr-location-missing-webhook',
    category: 'headers',
    description: 'createWebhook answers 201 without Location',
    file: 'src/domain/handlers/webhooks.ts',
    search: '      location: webhookUrl(ctx, row.id),\n',
    replace: '',
  },

  // ── problem documents ──
  {
    id: 'prob-request-id-differs',
    category: 'problems',
    description: "a problem's request_id is a fresh id, not the answer's X-Request-Id",
    file: 'src/http/error-answers.ts',
    search: 'problemBody(error, request.url, request.requestId ?? randomUUID())',
    replace: 'problemBody(error, request.url, randomUUID())',
  },
  {
    id: 'prob-type-hyphens',
    category: 'problems',
    description: "a problem's type spells the code with hyphens (…/invalid-state) while code has underscores",
    file: 'src/domain/problem.ts',
    search: 'type: PROBLEM_TYPE_BASE + error.code,',
    replace: "type: PROBLEM_TYPE_BASE + error.code.replace(/_/g, '-'),",
  },
  {
    id: 'prob-content-type-json',
    category: 'problems',
    description: 'problems are sent as application/json instead of application/problem+json',
    file: 'src/http/error-answers.ts',
    search: ".type('application/problem+json')",
    replace: ".type('application/json')",
  },
  {
    id: 'prob-field-no-slash',
    category: 'problems',
    description: "a body field error's errors[].field is the name (name), not a JSON Pointer (/name)",
    file: 'src/http/validation.ts',
    search: ': pointer).slice(0, 512);',
    replace: ': pointer.slice(1)).slice(0, 512);',
  },

  // ── auth ──
  {
    id: 'auth-403-as-401',
    category: 'auth',
    description: 'a token without the scope answers 401 unauthorized instead of 403 insufficient_scope',
    file: 'src/http/auth.ts',
    search: "      'insufficient_scope',\n",
    replace: "      'unauthorized',\n",
  },
  {
    id: 'auth-challenge-invalid-token-always',
    category: 'auth',
    description: 'WWW-Authenticate says error="invalid_token" also when no Bearer token was sent (invalid_request)',
    file: 'src/http/auth.ts',
    search: 'error="${reason}"',
    replace: 'error="invalid_token"',
  },
  {
    id: 'auth-read-scope-writes',
    category: 'auth',
    description: 'a :read scope satisfies the :write scope of the same resource (the read token can write)',
    file: 'src/http/auth.ts',
    search: '!principal.scopes.has(scope)',
    replace: "!principal.scopes.has(scope) && !principal.scopes.has(scope.replace(':write', ':read'))",
  },

  // ── resource fields ──
  {
    id: 'field-labels-dropped',
    category: 'fields',
    description: 'createServer drops the labels sent',
    file: 'src/domain/handlers/servers.ts',
    search: 'labels: b.labels ?? {},',
    replace: 'labels: {},',
  },
  {
    id: 'field-updated-at-kept',
    category: 'fields',
    description: 'updateServer changes the server but not its updated_at',
    file: 'src/domain/handlers/servers.ts',
    search:
      '    if (b.labels !== undefined) server.labels = b.labels;\n    await saveServer(ctx.store, ctx.account, server, iso(ctx.now));',
    replace:
      '    if (b.labels !== undefined) server.labels = b.labels;\n    await saveServer(ctx.store, ctx.account, server);',
  },
  {
    id: 'field-webhook-secret-on-get',
    category: 'fields',
    description: 'getWebhook shows the secret again (it is shown only on create and rotate)',
    file: 'src/domain/handlers/webhooks.ts',
    search: 'getWebhook: async (ctx) => ({ status: 200, body: renderWebhook(await loadWebhook(ctx), ctx.now) }),',
    replace:
      'getWebhook: async (ctx) => {\n    const row = await loadWebhook(ctx);\n    return { status: 200, body: { ...renderWebhook(row, ctx.now), secret: row.secret } };\n  },',
  },
  {
    id: 'field-nameservers-not-saved',
    category: 'fields',
    description: 'replaceDomainNameservers answers the new nameservers but does not store them',
    file: 'src/domain/handlers/domains.ts',
    search: "    d.nameservers = ctx.body.nameservers;\n    await ctx.store.put('domain', ctx.account, d.name, d);\n",
    replace: '    d.nameservers = ctx.body.nameservers;\n',
  },

  // ── pagination ──
  {
    id: 'page-next-on-last',
    category: 'pagination',
    description: 'links.next is set on the last page (it leads past it)',
    file: 'src/domain/list.ts',
    search: 'next: page < totalPages ? link(page + 1) : null,',
    replace: 'next: page <= totalPages ? link(page + 1) : null,',
  },
  {
    id: 'page-links-drop-filters',
    category: 'pagination',
    description: "links drop the request's filters and sort",
    file: 'src/domain/list.ts',
    search: '`${ctx.baseUrl}${ctx.path}?page=${n}&per_page=${perPage}${rest}`',
    replace: '`${ctx.baseUrl}${ctx.path}?page=${n}&per_page=${perPage}`',
  },
  {
    id: 'page-offset-skips-one',
    category: 'pagination',
    description: 'each page after the first skips one item (offset off by one)',
    file: 'src/domain/list.ts',
    search: '[...params, perPage, (page - 1) * perPage],',
    replace: '[...params, perPage, page > 1 ? (page - 1) * perPage + 1 : 0],',
  },
  {
    id: 'page-sort-desc-ignored',
    category: 'pagination',
    description: 'sort=field:desc sorts ascending (database lists)',
    file: 'src/domain/list.ts',
    search: "const dir = direction === 'desc' ? ' DESC' : '';",
    replace: "const dir = '';",
  },
  {
    id: 'page-per-page-unbounded',
    category: 'pagination',
    description: 'per_page past its documented maximum (or below 1) is accepted',
    file: 'src/http/validation.ts',
    search: '    if (!p.validate(value)) {',
    replace: "    if (p.name !== 'per_page' && !p.validate(value)) {",
  },

  // ── validation ──
  {
    id: 'val-maxlength-ignored',
    category: 'validation',
    description: 'no maxLength of any body or parameter schema is enforced',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'maxLength') continue;\n    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'val-priority-not-required',
    category: 'validation',
    description: 'MX and SRV records are accepted without priority',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'required' && Array.isArray(v)) out[k] = v.filter((f) => f !== 'priority');\n    else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'val-unknown-fields-accepted',
    category: 'validation',
    description: 'unknown body fields are ignored instead of refused (additionalProperties: false not enforced)',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'additionalProperties' && v === false) continue;\n    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'val-invalid-json-code',
    category: 'validation',
    description: 'malformed JSON is answered validation_failed instead of invalid_json',
    file: 'src/http/operation-routes.ts',
    search: "      'invalid_json',\n",
    replace: "      'validation_failed',\n",
  },

  // ── DNS rules ──
  {
    id: 'dns-cname-apex-allowed',
    category: 'dns',
    description: 'a CNAME at the apex (@) is accepted',
    file: 'src/domain/dns-rules.ts',
    search: "    if (r.type === 'CNAME' && r.name === '@') return [[r], 'a CNAME cannot sit at the apex (@)'];\n",
    replace: '',
  },
  {
    id: 'dns-full-name-accepted',
    category: 'dns',
    description: "a record name repeating the zone's name (www.example.com in example.com) is accepted",
    file: 'src/domain/dns-rules.ts',
    search: 'return lower.endsWith(`.${zone}`) ? name.slice(0, name.length - zone.length - 1) : undefined;',
    replace: 'return undefined;',
  },
  {
    id: 'dns-managed-ns-deletable',
    category: 'dns',
    description: 'a managed NS record can be deleted',
    file: 'src/domain/handlers/dns.ts',
    search: '    if (isManaged(record))\n      throw new ProblemError(',
    replace: '    if (isManaged(record) && record.ttl < 0)\n      throw new ProblemError(',
  },
  {
    id: 'dns-batch-unknown-ignored',
    category: 'dns',
    description: 'a batch naming an unknown record id applies the rest instead of refusing the whole batch',
    file: 'src/domain/handlers/dns.ts',
    search: '    if (unknown.length)\n',
    replace: '    if (unknown.length > 100)\n',
  },

  // ── state machines ──
  {
    id: 'sm-reboot-from-stopped',
    category: 'state-machines',
    description: 'a stopped server can be rebooted',
    file: 'src/domain/handlers/servers.ts',
    search: "transition(ctx, 'reboot_server', ['running'], 'rebooting', 'running')",
    replace: "transition(ctx, 'reboot_server', ['running', 'stopped'], 'rebooting', 'running')",
  },
  {
    id: 'sm-shutdown-ends-running',
    category: 'state-machines',
    description: 'a shutdown ends with the server running (wrong target state)',
    file: 'src/domain/handlers/servers.ts',
    search: "transition(ctx, 'shutdown_server', ['running'], 'stopping', 'stopped')",
    replace: "transition(ctx, 'shutdown_server', ['running'], 'stopping', 'running')",
  },
  {
    id: 'sm-invalid-state-before-locked',
    category: 'state-machines',
    description: 'a locked server in a state the request does not allow answers invalid_state, not resource_locked',
    file: 'src/domain/handlers/servers.ts',
    search: '  if (server.locked) throw locked(',
    replace: '  if (server.locked && allowed.includes(server.status)) throw locked(',
  },
  {
    id: 'sm-never-locked',
    category: 'state-machines',
    description: 'a server in a transitional state is not locked',
    file: 'src/domain/servers.ts',
    search: 'server.locked = TRANSITIONAL.has(server.status);',
    replace: 'server.locked = false;',
  },

  // ── actions ──
  {
    id: 'act-progress-decreases',
    category: 'actions',
    description: "a running action's progress counts down instead of up",
    file: 'src/domain/actions.ts',
    search: 'Math.floor((elapsed * 100) / duration)',
    replace: 'Math.floor(((duration - elapsed) * 100) / duration)',
  },
  {
    id: 'act-finished-progress-99',
    category: 'actions',
    description: 'a finished action stays at progress 99',
    file: 'src/domain/actions.ts',
    search: '      progress = 100;',
    replace: '      progress = 99;',
  },
  {
    id: 'act-retry-after-when-finished',
    category: 'actions',
    description: 'getAction sends Retry-After also once the action has finished',
    file: 'src/domain/handlers/actions.ts',
    search: "const running = action.status === 'pending' || action.status === 'running';",
    replace: 'const running = true;',
  },
  {
    id: 'act-retry-after-zero',
    category: 'actions',
    description: "getAction's Retry-After is 0 on a fresh action (below the documented minimum)",
    file: 'src/domain/poll-after.ts',
    search: 'return Math.min(maximum, Math.max(minimum, Math.ceil(ageMs / 3_000)));',
    replace: 'return Math.min(maximum, Math.ceil(ageMs / 3_000));',
  },

  // ── idempotency ──
  {
    id: 'idem-body-not-compared',
    category: 'idempotency',
    description: 'the same key with another body replays the first answer instead of idempotency_key_reused',
    file: 'src/http/idempotency.ts',
    search: '.update(`${method} ${path}\\n${JSON.stringify(body ?? null)}`)',
    replace: '.update(`${method} ${path}`)',
  },
  {
    id: 'idem-key-per-token',
    category: 'idempotency',
    description: "keys are kept per token, not per account (the read token's repeat runs again)",
    file: 'src/http/operation-routes.ts',
    search: "const key = op.method === 'POST' ? (base.params[IDEMPOTENCY_HEADER] as string | undefined) : undefined;",
    replace:
      "const key = op.method === 'POST' && base.params[IDEMPOTENCY_HEADER] !== undefined ? `${token} ${String(base.params[IDEMPOTENCY_HEADER])}` : undefined;",
  },
  {
    id: 'idem-errors-not-remembered',
    category: 'idempotency',
    description: 'a refused request (business error) is not remembered: its repeat runs again',
    file: 'src/http/operation-routes.ts',
    search: '        if (!(error instanceof ProblemError) || !key) throw error;',
    replace: '        throw error;',
  },
  {
    id: 'idem-repeat-runs-again',
    category: 'idempotency',
    description: 'a repeat answers the first answer but runs the request again (a second server is created)',
    file: 'src/http/operation-routes.ts',
    search: '        if (stored) return stored;',
    replace: '        if (stored) {\n          await handler(inTx(base, tx));\n          return stored;\n        }',
  },

  // ── domains ──
  {
    id: 'dom-renew-one-year',
    category: 'domains',
    description: 'a renewal adds one year whatever years were asked',
    file: 'src/domain/completions.ts',
    search: 'd.expires_at = iso(base + Number(effect.years) * YEAR);',
    replace: 'd.expires_at = iso(base + YEAR);',
  },
  {
    id: 'dom-register-one-year',
    category: 'domains',
    description: 'a registration expires after one year whatever years were asked',
    file: 'src/domain/completions.ts',
    search: 'expires_at: iso(row.due_ms + Number(effect.years) * YEAR),',
    replace: 'expires_at: iso(row.due_ms + YEAR),',
  },
  {
    id: 'dom-update-while-registering',
    category: 'domains',
    description: 'updateDomain is accepted while the domain is still registering',
    file: 'src/domain/handlers/domains.ts',
    search: '    requireActive(d);\n    const b = ctx.body;\n    const tld = findTld(d.tld);',
    replace: '    const b = ctx.body;\n    const tld = findTld(d.tld);',
  },
  {
    id: 'dom-other-accounts-available',
    category: 'domains',
    description: 'a name registered by another sandbox account is reported available and can be registered again',
    file: 'src/domain/handlers/domains.ts',
    search:
      "return (await ctx.store.inAnyAccount<DomainDoc>('domain', name)).some((r) => !REPLACEABLE.has(r.value.status));",
    replace: 'return false;',
  },

  // ── webhooks ──
  {
    id: 'wh-signed-other-bytes',
    category: 'webhooks',
    description: 'deliveries are signed over the compact JSON but sent re-indented (the signature is over other bytes)',
    file: 'src/webhooks/worker.ts',
    search: 'return postTo(target, { headers, body: event.body }, this.stopping.signal, limits);',
    replace:
      'return postTo(target, { headers, body: JSON.stringify(JSON.parse(event.body), null, 2) }, this.stopping.signal, limits);',
  },
  {
    id: 'wh-timestamp-ms',
    category: 'webhooks',
    description: 'webhook-timestamp is sent in milliseconds (the signature still uses seconds)',
    file: 'src/webhooks/worker.ts',
    search: '[DELIVERY_HEADERS.timestamp]: String(Math.floor(sentAt.getTime() / 1000)),',
    replace: '[DELIVERY_HEADERS.timestamp]: String(sentAt.getTime()),',
  },
  {
    id: 'wh-id-header-missing',
    category: 'webhooks',
    description: 'deliveries carry no webhook-id header',
    file: 'src/webhooks/worker.ts',
    search: '      [DELIVERY_HEADERS.id]: event.id,\n',
    replace: '',
  },
  {
    id: 'wh-first-retry-60s',
    category: 'webhooks',
    description: 'the first retry comes after 60 s, not the documented delay',
    file: 'src/webhooks/worker.ts',
    search: 'export const RETRY_DELAYS_MS = [5_000,',
    replace: 'export const RETRY_DELAYS_MS = [60_000,',
  },

  // ── edges ──
  {
    id: 'edge-308-drops-query',
    category: 'edges',
    description: "the 308 to the canonical path drops the request's query",
    file: 'src/http/error-answers.ts',
    search: ".header(HEADERS.location, uriSafe(answer.headers[LOCATION_HEADER] ?? ''))",
    replace: ".header(HEADERS.location, uriSafe((answer.headers[LOCATION_HEADER] ?? '').split('?')[0] ?? ''))",
  },
  {
    id: 'edge-301-not-308',
    category: 'edges',
    description: 'the redirect to the canonical path is 301 instead of 308',
    file: 'src/http/error-answers.ts',
    search: '    .code(answer.status)\n',
    replace: '    .code(301)\n',
  },
  {
    id: 'edge-405-no-allow',
    category: 'edges',
    description: '405 answers carry no Allow header',
    file: 'src/http/error-answers.ts',
    search: 'Object.entries(answer.headers).map(',
    replace: "Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== 'allow').map(",
  },
  {
    id: 'edge-unknown-query-accepted',
    category: 'edges',
    description: 'unknown query parameters are ignored instead of refused',
    file: 'src/http/validation.ts',
    search: '  errors.push(...unknownQueryParameters(op, parts.query));\n',
    replace: '',
  },

  // ── tenancy ──
  {
    id: 'ten-get-server-any-account',
    category: 'tenancy',
    description: "getServer reads another account's server",
    file: 'src/store/store.ts',
    search:
      "  async getJson(kind: Kind, account: number, key: string | number): Promise<string | undefined> {\n    const row = await this.sql.get<DataRow>(\n      'SELECT data FROM resources WHERE kind = ? AND account_id = ? AND key = ?',\n      [kind, account, String(key)],",
    replace:
      "  async getJson(kind: Kind, account: number, key: string | number): Promise<string | undefined> {\n    const row = await this.sql.get<DataRow>(\n      'SELECT data FROM resources WHERE kind = ? AND key = ? AND account_id <> ?',\n      [kind, String(key), -account],",
  },
  {
    id: 'ten-list-servers-all-accounts',
    category: 'tenancy',
    description: "listServers lists every account's servers",
    file: 'src/domain/handlers/servers.ts',
    search: `where: { sql: "kind = 'server' AND account_id = ?", params: [ctx.account] },`,
    replace: `where: { sql: "kind = 'server' AND account_id <> ?", params: [-ctx.account] },`,
  },
  {
    id: 'ten-webhook-any-account',
    category: 'tenancy',
    description: "another account's webhook can be read, changed and deleted",
    file: 'src/webhooks/db.ts',
    search: "'SELECT * FROM webhooks WHERE account_id = ? AND id = ?', [account, id]",
    replace: "'SELECT * FROM webhooks WHERE account_id <> ? AND id = ?', [-account, id]",
  },
  {
    id: 'ten-zone-any-account',
    category: 'tenancy',
    description: "another account's DNS zone can be read and deleted (answered 200)",
    file: 'src/domain/handlers/dns.ts',
    search: "  const zone = await ctx.store.get<ZoneDoc>('dns_zone', ctx.account, name);",
    replace: "  const zone = (await ctx.store.inAnyAccount<ZoneDoc>('dns_zone', name))[0]?.value;",
  },
];
