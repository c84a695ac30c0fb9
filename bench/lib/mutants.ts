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
    id: 'status-invalid-state-403',
    category: 'statuses',
    description: 'invalid_state (a request not allowed in the current state) is answered 403 instead of 400',
    file: 'src/domain/problem.ts',
    search: '    return status;\n',
    replace: "    return this.code === 'invalid_state' ? 403 : status;\n",
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

  // ── added in the gap hunt (issue 41): more of each category, the bugs implementers make ──
  // statuses
  {
    id: 'status-delete-server-201',
    category: 'statuses',
    description: 'deleteServer (and deleting a backup or snapshot) answers 201 instead of 200 with its action',
    file: 'src/domain/handlers/servers.ts',
    search: '  return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };',
    replace: '  return { status: 201 as 200, body: ctx.engine.render(row, ctx.baseUrl) };',
  },
  {
    id: 'status-test-webhook-200',
    category: 'statuses',
    description: 'testWebhook answers 200 instead of 201 with the delivery',
    file: 'src/domain/handlers/webhooks.ts',
    search: '    return {\n      status: 201,\n      body: renderDelivery(delivery),',
    replace: '    return {\n      status: 200 as 201,\n      body: renderDelivery(delivery),',
  },
  // headers
  {
    id: 'hdr-reset-ms',
    category: 'headers',
    description: 'X-RateLimit-Reset is sent in epoch milliseconds instead of seconds',
    file: 'src/http/rate-limit.ts',
    search: 'reset: Math.ceil(end / 1000),',
    replace: 'reset: end,',
  },
  {
    id: 'hdr-replay-drops-headers',
    category: 'headers',
    description: 'an idempotent replay answers the first status and body but none of its headers (no Location)',
    file: 'src/http/operation-routes.ts',
    search: '        if (stored) return stored;',
    replace: '        if (stored) return { ...stored, headers: {} };',
  },
  {
    id: 'hdr-rate-limit-per-address',
    category: 'headers',
    description: 'the rate-limit window is counted per client address, whatever the token',
    file: 'src/http/admission.ts',
    search: "  auth.ok ? auth.principal.rateKey : `ip:${address ?? ''}`;",
    replace: "  `ip:${address ?? ''}`;",
  },
  // problems
  {
    id: 'prob-param-field-no-prefix',
    category: 'problems',
    description: "a parameter's errors[].field is its bare name (status), not query/status or path/server_id",
    file: 'src/http/validation.ts',
    search: '    const field = `${p.in}/${p.name}`;',
    replace: '    const field = p.name;',
  },
  {
    id: 'prob-title-is-code',
    category: 'problems',
    description: "a problem's title is its code (invalid_state) instead of the documented title",
    file: 'src/domain/problem.ts',
    search: 'title: PROBLEM_TITLES[error.code] ?? error.code,',
    replace: 'title: error.code,',
  },
  {
    id: 'prob-only-first-error',
    category: 'problems',
    description: 'a validation problem lists only the first invalid field in errors[]',
    file: 'src/domain/problem.ts',
    search: 'body.errors = error.errors.slice(0, 100).map(',
    replace: 'body.errors = error.errors.slice(0, 1).map(',
  },
  // auth
  {
    id: 'auth-unknown-token-invalid-request',
    category: 'auth',
    description: 'an unknown token is answered WWW-Authenticate error="invalid_request" instead of "invalid_token"',
    file: 'src/http/auth.ts',
    search: "  principal ? { ok: true, principal } : { ok: false, reason: 'invalid_token' };",
    replace: "  principal ? { ok: true, principal } : { ok: false, reason: 'invalid_request' };",
  },
  {
    id: 'auth-scheme-case-sensitive',
    category: 'auth',
    description: 'only "Bearer" is accepted as the scheme ("bearer" answers 401; the scheme is case-insensitive)',
    file: 'src/http/auth.ts',
    search: 'const BEARER = /^bearer +([A-Za-z0-9\\-._~+/]+=*)$/i;',
    replace: 'const BEARER = /^Bearer +([A-Za-z0-9\\-._~+/]+=*)$/;',
  },
  {
    id: 'auth-scope-code-forbidden',
    category: 'auth',
    description: 'a token without the scope answers 403 with code forbidden instead of insufficient_scope',
    file: 'src/http/auth.ts',
    search: "      'insufficient_scope',\n",
    replace: "      'forbidden',\n",
  },
  {
    id: 'auth-no-challenge-invalid-token',
    category: 'auth',
    description: 'a 401 for an unknown token carries no WWW-Authenticate (only a missing header gets one)',
    file: 'src/http/auth.ts',
    search:
      '    [HEADERS.wwwAuthenticate]: `Bearer realm="api", error="${reason}", error_description="${description}"`,',
    replace:
      '    ...(reason === \'invalid_request\' ? { [HEADERS.wwwAuthenticate]: `Bearer realm="api", error="${reason}", error_description="${description}"` } : {}),',
  },
  // fields
  {
    id: 'field-patch-clears-labels',
    category: 'fields',
    description: "updateServer without labels clears the server's labels (a PATCH changes a field it was not sent)",
    file: 'src/domain/handlers/servers.ts',
    search: 'if (b.labels !== undefined) server.labels = b.labels;',
    replace: 'server.labels = b.labels ?? {};',
  },
  {
    id: 'field-labels-merged',
    category: 'fields',
    description: 'updateServer merges the labels sent into the old ones instead of replacing them',
    file: 'src/domain/handlers/servers.ts',
    search: 'if (b.labels !== undefined) server.labels = b.labels;',
    replace: 'if (b.labels !== undefined) server.labels = { ...server.labels, ...b.labels };',
  },
  {
    id: 'field-webhook-patch-clears-description',
    category: 'fields',
    description: "updateWebhook without description empties the webhook's description",
    file: 'src/domain/handlers/webhooks.ts',
    search: 'if (b.description !== undefined) row.description = b.description;',
    replace: "row.description = b.description ?? '';",
  },
  {
    id: 'field-webhook-updated-at-kept',
    category: 'fields',
    description: 'updateWebhook changes the webhook but not its updated_at',
    file: 'src/domain/handlers/webhooks.ts',
    search: '    row.updated_ms = ctx.now;\n',
    replace: '',
  },
  {
    id: 'field-record-updated-at-kept',
    category: 'fields',
    description: 'updateDnsRecord changes the record but not its updated_at',
    file: 'src/domain/handlers/dns.ts',
    search: 'const next: StoredRecord = { ...record, updated_at: iso(ctx.now) };',
    replace: 'const next: StoredRecord = { ...record };',
  },
  // pagination
  {
    id: 'page-total-pages-floor',
    category: 'pagination',
    description:
      'total_pages is rounded down (61 items at 25 a page: 2 pages), so links.last and next stop one page short',
    file: 'src/domain/list.ts',
    search: 'const totalPages = Math.ceil(total / perPage);',
    replace: 'const totalPages = Math.floor(total / perPage);',
  },
  {
    id: 'page-prev-on-first',
    category: 'pagination',
    description: 'links.prev is set on the first page (to page 0) instead of null',
    file: 'src/domain/list.ts',
    search: 'prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,',
    replace: 'prev: page >= 1 ? link(Math.min(page - 1, lastPage)) : null,',
  },
  {
    id: 'page-memory-desc-ignored',
    category: 'pagination',
    description: 'sort=field:desc sorts ascending in the lists held in memory (catalog, webhooks)',
    file: 'src/domain/list.ts',
    search: "const sign = direction === 'desc' ? -1 : 1;",
    replace: 'const sign = 1;',
  },
  {
    id: 'page-last-zero-when-empty',
    category: 'pagination',
    description: 'an empty list links last to page 0 instead of page 1',
    file: 'src/domain/list.ts',
    search: '      last: link(lastPage),',
    replace: '      last: link(totalPages),',
  },
  // validation
  {
    id: 'val-maximum-off-by-one',
    category: 'validation',
    description: 'every documented maximum accepts one more (per_page 101, a TTL one past its bound, …)',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'maximum' && typeof v === 'number') out[k] = v + 1;\n    else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'val-minimum-off-by-one',
    category: 'validation',
    description: 'every documented minimum accepts one less (page 0, per_page 0, a TTL one below its bound, …)',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'minimum' && typeof v === 'number') out[k] = v - 1;\n    else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'val-query-enum-any-case',
    category: 'validation',
    description: 'a query filter value in upper case (status=RUNNING) is accepted as its lower-case enum value',
    file: 'src/http/validation.ts',
    search: "  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';\n  return raw;",
    replace:
      "  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';\n  return /^[A-Z_]+$/.test(raw) ? raw.toLowerCase() : raw;",
  },
  // dns
  {
    id: 'dns-cname-beside-one-record',
    category: 'dns',
    description: 'a CNAME may share its name with one other record (only two or more others are refused)',
    file: 'src/domain/dns-rules.ts',
    search: '    if (cname && group.length > 1)',
    replace: '    if (cname && group.length > 2)',
  },
  {
    id: 'dns-managed-ns-ttl-refused',
    category: 'dns',
    description:
      "a managed NS record's ttl or comment cannot be changed either (only its name and nameserver are fixed)",
    file: 'src/domain/handlers/dns.ts',
    search: '  if (isManaged(record) && (next.name !== record.name || next.nameserver !== record.nameserver)) {',
    replace: '  if (isManaged(record)) {',
  },
  {
    id: 'dns-ttl-default-fixed',
    category: 'dns',
    description: "a record created without ttl gets 3600 instead of its zone's default_ttl",
    file: 'src/domain/handlers/dns.ts',
    search: 'ttl: (body.ttl as number | undefined) ?? zone.default_ttl,',
    replace: 'ttl: (body.ttl as number | undefined) ?? 3600,',
  },
  {
    id: 'dns-record-any-zone',
    category: 'dns',
    description: "a record is found under any of the account's zones, not only its own",
    file: 'src/domain/handlers/dns.ts',
    search: '  if (!record || record._zone !== zone.name) throw notFound(',
    replace: '  if (!record) throw notFound(',
  },
  // state machines
  {
    id: 'sm-power-off-from-stopped',
    category: 'state-machines',
    description: 'a stopped server can be powered off (power off allowed from the wrong state)',
    file: 'src/domain/handlers/servers.ts',
    search: "transition(ctx, 'power_off_server', ['running'], 'stopping', 'stopped')",
    replace: "transition(ctx, 'power_off_server', ['running', 'stopped'], 'stopping', 'stopped')",
  },
  {
    id: 'sm-update-while-deleting',
    category: 'state-machines',
    description: 'a server being deleted can still be renamed (update is allowed in every state but deleting)',
    file: 'src/domain/handlers/servers.ts',
    search: "    if (server.status === 'deleting') throw invalidState(`server ${server.id}`, 'deleting');\n",
    replace: '',
  },
  {
    id: 'sm-resize-shrinks-disk',
    category: 'state-machines',
    description: "a resize to a plan with a smaller disk than the server's is accepted (the disk never shrinks)",
    file: 'src/domain/handlers/servers.ts',
    search: '    if (plan.disk_gb < server.disk_gb) {',
    replace: '    if (plan.disk_gb < 0) {',
  },
  // actions
  {
    id: 'act-finished-at-missing',
    category: 'actions',
    description: "a finished action's finished_at stays null",
    file: 'src/domain/actions.ts',
    search: 'finished_at: row.done ? iso(row.finished_ms ?? row.due_ms) : null,',
    replace: 'finished_at: null,',
  },
  {
    id: 'act-no-retry-after-pending',
    category: 'actions',
    description: 'getAction sends Retry-After only once the action is running, not while it is pending',
    file: 'src/domain/handlers/actions.ts',
    search: "const running = action.status === 'pending' || action.status === 'running';",
    replace: "const running = action.status === 'running';",
  },
  {
    id: 'act-type-filter-ignored',
    category: 'actions',
    description: 'listActions ignores its type filter (every type is listed)',
    file: 'src/domain/handlers/actions.ts',
    search: "type: equals('type'),",
    replace: "type: () => ({ sql: '1 = 1', params: [] }),",
  },
  // idempotency
  {
    id: 'idem-replay-status-200',
    category: 'idempotency',
    description: "an idempotent replay answers 200 instead of the first answer's status (201)",
    file: 'src/http/operation-routes.ts',
    search: '        if (stored) return stored;',
    replace: '        if (stored) return { ...stored, status: 200 };',
  },
  {
    id: 'idem-key-ignores-path',
    category: 'idempotency',
    description: 'the key is compared on the body only: the same key and body on another path replays the first answer',
    file: 'src/http/idempotency.ts',
    search: '.update(`${method} ${path}\\n${JSON.stringify(body ?? null)}`)',
    replace: '.update(JSON.stringify(body ?? null))',
  },
  {
    id: 'idem-key-shared-by-accounts',
    category: 'idempotency',
    description:
      "keys are not scoped to the account: another account's request with the same key gets the first account's answer",
    file: 'src/http/idempotency.ts',
    search: "'SELECT fingerprint, status, headers, body, created_ms FROM idempotency WHERE account_id = ? AND key = ?'",
    replace:
      "'SELECT fingerprint, status, headers, body, created_ms FROM idempotency WHERE (account_id = ? OR 1 = 1) AND key = ?'",
  },
  // domains
  {
    id: 'dom-auth-code-while-locked',
    category: 'domains',
    description: "a domain's auth code is given while its transfer lock is on",
    file: 'src/domain/handlers/domains.ts',
    search: '    if (d.locked) throw invalidState(',
    replace: '    if (d.locked && d.privacy === null) throw invalidState(',
  },
  {
    id: 'dom-auth-code-young-domain',
    category: 'domains',
    description: 'the auth code of a domain registered less than 60 days ago is given',
    file: 'src/domain/handlers/domains.ts',
    search: '    if (d.registered_at && Date.parse(d.registered_at) > ctx.now - 60 * DAY) {',
    replace: '    if (d.registered_at && Date.parse(d.registered_at) > ctx.now + 60 * DAY) {',
  },
  {
    id: 'dom-transfer-unregistered',
    category: 'domains',
    description: 'a transfer of a name registered nowhere is accepted',
    file: 'src/domain/handlers/domains.ts',
    search: '    if (!r.tld || !elsewhere) {',
    replace: '    if (!r.tld) {',
  },
  {
    id: 'dom-renew-limit-off-by-one-year',
    category: 'domains',
    description: 'a renewal may take the expiry up to 11 years ahead (the limit is 10)',
    file: 'src/domain/handlers/domains.ts',
    search: 'if (newExpiry > ctx.now + 10 * YEAR + DAY)',
    replace: 'if (newExpiry > ctx.now + 11 * YEAR + DAY)',
  },
  // webhooks
  {
    id: 'wh-subscription-ignored',
    category: 'webhooks',
    description: 'every event is delivered to every enabled webhook, whatever its events',
    file: 'src/webhooks/events.ts',
    search: '          .filter((w) => (JSON.parse(w.events) as string[]).includes(type))\n',
    replace: '',
  },
  {
    id: 'wh-rotation-one-signature',
    category: 'webhooks',
    description: 'after a rotation deliveries are signed with the new secret only (the previous one no longer signs)',
    file: 'src/webhooks/worker.ts',
    search: '    if (webhook.previous_secret && (webhook.rotation_expires_ms ?? 0) > this.clock.now())',
    replace: '    if (webhook.previous_secret && (webhook.rotation_expires_ms ?? 0) < this.clock.now())',
  },
  {
    id: 'wh-no-retries',
    category: 'webhooks',
    description: 'a failed attempt makes the delivery failed at once (no retries)',
    file: 'src/webhooks/worker.ts',
    search: "status: result.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending',",
    replace: "status: result.ok ? 'succeeded' : 'failed',",
  },
  {
    id: 'wh-user-agent-missing',
    category: 'webhooks',
    description: 'deliveries carry no User-Agent',
    file: 'src/webhooks/worker.ts',
    search: "      'user-agent': USER_AGENT,\n",
    replace: '',
  },
  {
    id: 'wh-enable-keeps-failures',
    category: 'webhooks',
    description: 'enabling a webhook again does not reset its consecutive_failures',
    file: 'src/domain/handlers/webhooks.ts',
    search: 'Object.assign(row, { enabled: 1, disabled_reason: null, consecutive_failures: 0 });',
    replace: 'Object.assign(row, { enabled: 1, disabled_reason: null });',
  },
  // edges
  {
    id: 'edge-unknown-query-one-error',
    category: 'edges',
    description: 'several unknown query parameters are answered with one errors entry instead of one per parameter',
    file: 'src/http/validation.ts',
    search: 'return unknownQueryErrors(Object.keys(query), op.queryNames, Number.POSITIVE_INFINITY);',
    replace: 'return unknownQueryErrors(Object.keys(query), op.queryNames, 1);',
  },
  {
    id: 'edge-unknown-query-empty-accepted',
    category: 'edges',
    description: 'an unknown query parameter with an empty value (?foo=) is ignored instead of refused',
    file: 'src/http/validation.ts',
    search: 'return unknownQueryErrors(Object.keys(query), op.queryNames, Number.POSITIVE_INFINITY);',
    replace:
      "return unknownQueryErrors(Object.keys(query).filter((k) => query[k] !== ''), op.queryNames, Number.POSITIVE_INFINITY);",
  },
  // tenancy
  {
    id: 'ten-action-any-account',
    category: 'tenancy',
    description: "getAction reads another account's action",
    file: 'src/domain/actions.ts',
    search: "'SELECT * FROM actions WHERE account_id = ? AND id = ?'",
    replace: "'SELECT * FROM actions WHERE (account_id = ? OR 1 = 1) AND id = ?'",
  },
  {
    id: 'ten-actions-filter-leak',
    category: 'tenancy',
    description: "listActions filtered by resource_id lists every account's actions on that id",
    file: 'src/domain/handlers/actions.ts',
    search: "      { sql: 'account_id = ?', params: [ctx.account] },",
    replace:
      "      { sql: ctx.params.resource_id === undefined ? 'account_id = ?' : '? IS NOT NULL', params: [ctx.account] },",
  },
  {
    id: 'ten-domain-any-account',
    category: 'tenancy',
    description: "getDomain and the domain's sub-resources read another account's domain",
    file: 'src/domain/handlers/domains.ts',
    search:
      "  const name = ctx.params.domain_name;\n  const d = await ctx.store.get<DomainDoc>('domain', ctx.account, name);",
    replace:
      "  const name = ctx.params.domain_name;\n  const d = (await ctx.store.inAnyAccount<DomainDoc>('domain', name))[0]?.value;",
  },
  {
    id: 'ten-events-to-other-accounts',
    category: 'tenancy',
    description: "an account's events are delivered to every account's webhooks subscribed to them",
    file: 'src/webhooks/db.ts',
    search: "'SELECT id, events FROM webhooks WHERE account_id = ? AND enabled = 1 ORDER BY id',",
    replace: "'SELECT id, events FROM webhooks WHERE (account_id = ? OR 1 = 1) AND enabled = 1 ORDER BY id',",
  },
  {
    id: 'hdr-reset-sliding',
    category: 'headers',
    description:
      'X-RateLimit-Reset is a window from this request (it moves on with every request) instead of the fixed window’s end',
    file: 'src/http/rate-limit.ts',
    search: '    const end = w.start + this.windowMs;',
    replace: '    const end = now + this.windowMs;',
  },
  {
    id: 'wh-secret-hex',
    category: 'webhooks',
    description: 'a webhook secret is whsec_ and 32 random bytes in hex, not in base64',
    file: 'src/domain/handlers/webhooks.ts',
    search: "const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;",
    replace: "const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;",
  },
  {
    id: 'ten-list-total-all-accounts',
    category: 'tenancy',
    description: "an unfiltered list's total_entries counts every account's resources",
    file: 'src/store/store.ts',
    search: "'SELECT n FROM resource_counts WHERE kind = ? AND account_id = ?'",
    replace: "'SELECT SUM(n) AS n FROM resource_counts WHERE kind = ? AND (account_id = ? OR 1 = 1)'",
  },
  {
    id: 'ten-snapshots-filter-leak',
    category: 'tenancy',
    description: "listSnapshots filtered by server_id lists that server's snapshots whatever their account",
    file: 'src/domain/handlers/snapshots.ts',
    search: `        where: { sql: "kind = 'snapshot' AND account_id = ?", params: [ctx.account] },`,
    replace: `        where: { sql: ctx.params.server_id === undefined ? "kind = 'snapshot' AND account_id = ?" : "kind = 'snapshot' AND ? IS NOT NULL", params: [ctx.account] },`,
  },
  {
    id: 'field-backups-enabled-not-synced',
    category: 'fields',
    description: "replaceBackupPolicy stores the policy but the server's backups_enabled does not follow it",
    file: 'src/domain/handlers/backups.ts',
    search: '    server.backups_enabled = policy.enabled;\n',
    replace: '',
  },
  {
    id: 'act-location-is-resource',
    category: 'actions',
    description: "a server action's Location points at the server instead of the action",
    file: 'src/domain/handlers/servers.ts',
    search: '    location: ctx.engine.actionUrl(ctx.baseUrl, row.id),',
    replace: "    location: ctx.baseUrl + href('getServer', { server_id: Number(row.resource_id) }),",
  },
  {
    id: 'act-power-off-type-shutdown',
    category: 'actions',
    description:
      'powerOffServer starts an action of type shutdown_server (its documented x-starts type is power_off_server)',
    file: 'src/domain/handlers/servers.ts',
    search: "transition(ctx, 'power_off_server', ['running'], 'stopping', 'stopped')",
    replace: "transition(ctx, 'shutdown_server', ['running'], 'stopping', 'stopped')",
  },
  {
    id: 'wh-status-event-old-server',
    category: 'webhooks',
    description:
      'server.status_changed carries the server as it was before the change (its status the from, not the to)',
    file: 'src/domain/servers.ts',
    search: 'data: { server, from: before.status, to: server.status },',
    replace: 'data: { server: before, from: before.status, to: server.status },',
  },
  {
    id: 'dns-ttl-bound-off-by-one',
    category: 'dns',
    description: 'a record TTL of 59 is accepted (the documented minimum is 60)',
    file: 'src/http/validation.ts',
    search: "    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
    replace:
      "    if (k === 'minimum' && v === 60) out[k] = 59;\n    else if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;",
  },
  {
    id: 'hdr-action-location-missing',
    category: 'headers',
    description: 'a server action answers 201 without Location',
    file: 'src/domain/handlers/servers.ts',
    search: '    location: ctx.engine.actionUrl(ctx.baseUrl, row.id),',
    replace: '    location: undefined as unknown as string,',
  },
  {
    id: 'act-resource-href-relative',
    category: 'actions',
    description: "an action's resource.href is a relative path instead of the resource's absolute URL",
    file: 'src/domain/actions.ts',
    search: 'resource: { type: row.resource_type, id, href: baseUrl + href(getter, { [param]: id }) },',
    replace: 'resource: { type: row.resource_type, id, href: href(getter, { [param]: id }) },',
  },
  {
    id: 'wh-url-any-accepted',
    category: 'webhooks',
    description: 'createWebhook accepts any URL (http:// to a public host, which the contract refuses)',
    file: 'src/webhooks/targets.ts',
    search: "  if (policy === 'any') return undefined;",
    replace: '  return undefined;',
  },
  {
    id: 'sm-resize-keeps-vcpus',
    category: 'state-machines',
    description: 'a resize moves the server to the new plan but keeps its old vcpus and memory_mb',
    file: 'src/domain/completions.ts',
    search: '        s.vcpus = plan.vcpus;\n        s.memory_mb = plan.memory_mb;\n',
    replace: '',
  },
  {
    id: 'sm-resize-disk-not-grown',
    category: 'state-machines',
    description: 'a resize with resize_disk true leaves the disk at its old size',
    file: 'src/domain/completions.ts',
    search: '        if (effect.resize_disk) s.disk_gb = Math.max(s.disk_gb, plan.disk_gb);',
    replace: '        if (effect.resize_disk === 0) s.disk_gb = Math.max(s.disk_gb, plan.disk_gb);',
  },
];
