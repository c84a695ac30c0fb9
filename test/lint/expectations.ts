// What each house rule must report on its BAD fixture (test/lint/fixtures/<rule>/bad.yaml): the
// path each problem points at (after Spectral maps it back through $refs) and a part of its
// message. The GOOD fixture of every rule must give no result at all.
export interface ExpectedProblem {
  path: readonly (string | number)[];
  message: RegExp;
}

export const expectations: Record<string, readonly ExpectedProblem[]> = {
  'house-path-shape': [
    { path: ['paths', '/api/v1/servers'], message: /must start with `\/api\/v1\/` and end with `\/`/ },
    { path: ['paths', '/servers/{server_id}/'], message: /must start with `\/api\/v1\/`/ },
  ],
  'house-path-kebab-case': [
    {
      path: ['paths', '/api/v1/servers/{server_id}/backupPolicy/'],
      message: /`\/api\/v1\/servers\/\{server_id\}\/backupPolicy\/` does not use kebab-case/,
    },
    { path: ['paths', '/api/v1/dns_zones/'], message: /`\/api\/v1\/dns_zones\/` does not use kebab-case/ },
  ],
  'house-response-status-allowed': [
    { path: ['paths', '/api/v1/servers/{server_id}/', 'delete', 'responses', '204'], message: /`204` is not allowed/ },
    { path: ['paths', '/api/v1/servers/{server_id}/', 'delete', 'responses', '4XX'], message: /`4XX` is not allowed/ },
  ],
  'house-response-status-required': [
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses'],
      message: /lacks the 404 response.*path has a parameter/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses'],
      message: /lacks the 400 response.*takes input/,
    },
    { path: ['paths', '/api/v1/servers/', 'post', 'responses'], message: /lacks the 400 response.*request body/ },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'responses'],
      message: /lacks the 429 response.*TooManyRequests\.yaml/,
    },
  ],
  'house-response-headers-required': [
    {
      path: ['paths', '/api/v1/servers/', 'get', 'responses', '200', 'headers'],
      message: /200 response lacks the header `X-Request-Id`/,
    },
    { path: ['paths', '/api/v1/servers/', 'get', 'responses', '429'], message: /`X-RateLimit-Limit`.*`Retry-After`/ },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'responses', '201', 'headers'],
      message: /201 response lacks the header `Location`/,
    },
    {
      path: ['components', 'responses', 'Unauthorized', 'headers'],
      message: /401 response lacks the header `WWW-Authenticate`/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'responses', 'default', 'headers'],
      message: /default response lacks the header `Retry-After`/,
    },
  ],
  'house-error-response-problem': [
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses', '400', 'content', 'application/json'],
      message: /offers `application\/json`.*only `application\/problem\+json`/,
    },
    {
      path: [
        'paths',
        '/api/v1/servers/{server_id}/',
        'get',
        'responses',
        '404',
        'content',
        'application/problem+json',
        'schema',
      ],
      message: /not the Problem schema \(it lacks `type`, `title`, `status`, `code`, `request_id`\)/,
    },
    { path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses', '429'], message: /has no content/ },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses', '500', 'content', 'application/problem+json'],
      message: /has no example/,
    },
  ],
  'house-default-response': [
    {
      path: ['paths', '/api/v1/servers/', 'get', 'responses'],
      message: /GET \/api\/v1\/servers\/ has no `default` response.*OtherStatus\.yaml/,
    },
    { path: ['paths', '/api/v1/servers/', 'post'], message: /POST \/api\/v1\/servers\/ has no `default` response/ },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'responses', 'default'],
      message: /`default` response is not a problem document/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'delete', 'responses', 'default'],
      message: /`default` response is not a problem document/,
    },
  ],
  'house-operation-id-grammar': [
    {
      path: ['paths', '/api/v1/servers/', 'get', 'operationId'],
      message: /`getServers`.*must start with `list…`.*`listServers`/,
    },
    { path: ['paths', '/api/v1/servers/', 'post'], message: /has no operationId.*`create…`/ },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'operationId'],
      message: /`fetchServer`.*`get…`.*`getServer`/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'patch', 'operationId'],
      message: /`update_server`.*not camelCase/,
    },
    { path: ['paths', '/api/v1/servers/{server_id}/', 'delete', 'operationId'], message: /`removeServer`.*`delete…`/ },
    {
      path: ['paths', '/api/v1/servers/{server_id}/actions/power-on/', 'post', 'operationId'],
      message: /`startServer`.*`powerOn…`.*`powerOnServer`/,
    },
  ],
  'house-snake-case-names': [
    { path: ['components', 'schemas', 'Server', 'properties', 'createdAt'], message: /`createdAt`.*`created_at`/ },
    {
      path: [
        'paths',
        '/api/v1/servers/{serverId}/',
        'get',
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
        'properties',
        'publicNet',
      ],
      message: /`publicNet`.*`public_net`/,
    },
    {
      path: ['paths', '/api/v1/servers/{serverId}/', 'get', 'parameters', 0, 'name'],
      message: /query parameter `per-page`.*`per_page`/,
    },
    {
      path: ['paths', '/api/v1/servers/{serverId}/', 'parameters', 0, 'name'],
      message: /path parameter `serverId`.*`server_id`/,
    },
    {
      path: ['components', 'schemas', 'Region', 'enum', 0],
      message: /Enum value `eu-central` is not snake_case\. Use `eu_central`/,
    },
    {
      path: ['components', 'schemas', 'Server', 'properties', 'power', 'properties', 'state', 'enum', 1],
      message: /`power-off`.*`power_off`/,
    },
    {
      path: ['paths', '/api/v1/servers/{serverId}/', 'get', 'parameters', 2, 'schema', 'enum', 1],
      message: /Enum value `Stopped`.*`stopped`/,
    },
    {
      path: ['paths', '/api/v1/servers/{serverId}/', 'get', 'parameters', 1, 'schema', 'enum', 1],
      message: /Enum value `createdAt:desc` is not snake_case/,
    },
    {
      path: ['components', 'schemas', 'EventType', 'enum', 0],
      message: /`server\.statusChanged` is not snake_case words joined by `\.`\. Use `server\.status_changed`/,
    },
    {
      path: ['components', 'schemas', 'EventType', 'enum', 1],
      message: /`server_created` is not snake_case words joined by `\.`/,
    },
    {
      path: ['components', 'schemas', 'Status', 'enum', 0],
      message: /Enum value `server\.created` is not snake_case\. Use `server_created`/,
    },
  ],
  'house-no-scalar-union': [
    {
      path: ['components', 'schemas', 'ActionResource', 'properties', 'id'],
      message: /Property `id` is a union of scalar types \(`integer`, `string`\) through `oneOf`/,
    },
    {
      path: ['components', 'schemas', 'ActionResource', 'properties', 'amount'],
      message: /`amount` is a union.*`number`, `string`.*`anyOf`/,
    },
    {
      path: ['components', 'schemas', 'ActionResource', 'properties', 'ttl'],
      message: /`ttl` is a union.*`integer`, `boolean`.*through `type`/,
    },
    {
      path: [
        'paths',
        '/api/v1/actions/',
        'get',
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
        'properties',
        'count',
      ],
      message: /`count` is a union/,
    },
  ],
  'house-example-required': [
    { path: ['components', 'schemas', 'Server', 'properties', 'name'], message: /Property `name` has no example/ },
    { path: ['components', 'schemas', 'Server', 'properties', 'status'], message: /Property `status` has no example/ },
    { path: ['components', 'schemas', 'Server', 'properties', 'ipv4'], message: /Property `ipv4` has no example/ },
    { path: ['components', 'schemas', 'Server', 'properties', 'tags'], message: /Property `tags` has no example/ },
    { path: ['components', 'parameters', 'Page'], message: /Parameter `page` has no example/ },
    { path: ['components', 'headers', 'X-Request-Id'], message: /Header `X-Request-Id` has no example/ },
    { path: ['webhooks', 'server.deleted', 'post', 'parameters', 0], message: /Parameter `webhook-id` has no example/ },
    {
      path: [
        'webhooks',
        'server.deleted',
        'post',
        'requestBody',
        'content',
        'application/json',
        'schema',
        'properties',
        'server_id',
      ],
      message: /Property `server_id` has no example/,
    },
  ],
  'house-operation-scope-known': [
    { path: ['paths', '/api/v1/servers/', 'get'], message: /has no `security` of its own.*`servers:read`/ },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'security', 0, 'bearerAuth', 0],
      message: /scope `servers:reed`, which is not in `bearerAuth`'s `x-scopes`/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'patch', 'security', 0, 'apiKey'],
      message: /security scheme `apiKey`.*does not define/,
    },
  ],
  'house-success-response-examples': [
    {
      path: ['paths', '/api/v1/servers/', 'get', 'responses', '200', 'content', 'application/json'],
      message: /no named examples \(a bare `example` is not enough\)/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'responses', '201', 'content', 'application/json'],
      message: /201 response's `application\/json` has no named examples/,
    },
    {
      path: ['components', 'responses', 'Server', 'content', 'application/json'],
      message: /200 response's `application\/json` has no named examples/,
    },
  ],
  'house-request-body-closed': [
    {
      path: ['components', 'schemas', 'ServerCreateRequest'],
      message: /accepts unknown fields.*`additionalProperties: false`/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'patch', 'requestBody', 'content', 'application/json', 'schema'],
      message: /accepts unknown fields/,
    },
    {
      path: [
        'paths',
        '/api/v1/dns/zones/{zone_name}/records/batch/',
        'post',
        'requestBody',
        'content',
        'application/json',
        'schema',
        'oneOf',
        1,
      ],
      message: /accepts unknown fields/,
    },
    {
      path: [
        'paths',
        '/api/v1/dns/zones/{zone_name}/records/',
        'put',
        'requestBody',
        'content',
        'application/json',
        'schema',
        'items',
      ],
      message: /accepts unknown fields/,
    },
    {
      path: ['webhooks', 'server.deleted', 'post', 'requestBody', 'content', 'application/json', 'schema'],
      message: /accepts unknown fields/,
    },
  ],
  'house-summary-sentence-case': [
    {
      path: ['paths', '/api/v1/servers/', 'get', 'summary'],
      message: /"All", "Servers" in lower case.*Write "List all servers"/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'summary'],
      message: /remove the trailing period.*Write "Create a server"/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/actions/reboot/', 'post', 'summary'],
      message: /start with a capital letter.*Write "Reboot a server"/,
    },
    { path: ['paths', '/api/v1/servers/{server_id}/', 'delete'], message: /has no summary/ },
    {
      path: ['webhooks', 'server.status_changed', 'post', 'summary'],
      message: /"Status", "Changed" in lower case.*Write "Server status changed"/,
    },
  ],
  'house-description-errors-and-scope': [
    { path: ['paths', '/api/v1/servers/', 'get', 'description'], message: /no paragraph starting "Error codes:"/ },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'description'],
      message: /names the scope `servers:read` but its security names `servers:write`/,
    },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'patch', 'description'],
      message: /no scope line.*"Scope: `servers:write`\."/,
    },
    { path: ['paths', '/api/v1/servers/{server_id}/', 'delete'], message: /has no description/ },
    {
      path: ['paths', '/api/v1/plans/', 'get', 'description'],
      message: /no scope line.*"Scope: any valid token\." if any valid token may call it/,
    },
    {
      path: ['paths', '/api/v1/images/', 'get', 'description'],
      message: /says "Scope: any valid token\." but its security names `servers:read`/,
    },
  ],
  'house-deprecation-sunset': [
    { path: ['paths', '/api/v1/servers/', 'get', 'deprecated'], message: /no `x-deprecated-since`/ },
    { path: ['paths', '/api/v1/servers/', 'get', 'deprecated'], message: /no `x-sunset`.*at least 6 months/ },
    { path: ['paths', '/api/v1/servers/', 'post', 'x-deprecated-since'], message: /an invalid `x-deprecated-since`/ },
    { path: ['paths', '/api/v1/servers/', 'post', 'x-sunset'], message: /an invalid `x-sunset`/ },
    {
      path: ['paths', '/api/v1/servers/{server_id}/', 'get', 'parameters', 1, 'x-sunset'],
      message: /2028-02-28 is less than 6 months after `x-deprecated-since` 2027-08-31\. Use 2028-02-29 or later/,
    },
    { path: ['components', 'schemas', 'Server', 'x-sunset'], message: /`x-sunset` without `deprecated: true`/ },
    {
      path: ['components', 'schemas', 'Server', 'properties', 'legacy_ip', 'deprecated'],
      message: /no `x-deprecated-since`/,
    },
  ],
  'house-webhook-entry': [
    { path: ['webhooks', 'server.created', 'get'], message: /has a `get`: an event is delivered as a POST only/ },
    { path: ['webhooks', 'server.created', 'post', 'operationId'], message: /operationId must be `serverCreated`/ },
    { path: ['webhooks', 'server.created', 'post'], message: /must have the tag `Events`/ },
    {
      path: ['webhooks', 'server.created', 'post', 'parameters'],
      message: /lacks the required header parameter `webhook-timestamp`/,
    },
    {
      path: ['webhooks', 'server.created', 'post', 'parameters'],
      message: /lacks the required header parameter `webhook-signature`/,
    },
    {
      path: ['webhooks', 'server.created', 'post', 'requestBody', 'content', 'application/json', 'schema'],
      message: /must be a `\$ref` to the event's component/,
    },
    {
      path: ['webhooks', 'server.created', 'post', 'responses'],
      message: /must answer exactly `2XX` and `default`.*remove `200`/,
    },
    {
      path: ['webhooks', 'server.deleted', 'post', 'requestBody', 'content', 'application/json', 'schema'],
      message: /`ServerDeletedEvent` must have a property `type` with `const: server\.deleted`/,
    },
    {
      path: ['webhooks', 'server.deleted', 'post', 'requestBody', 'content', 'application/json', 'schema'],
      message: /`ServerDeletedEvent` must be closed/,
    },
    {
      path: ['webhooks', 'server.deleted', 'post', 'requestBody', 'content', 'application/json'],
      message: /has no named examples/,
    },
    {
      path: ['webhooks', 'server.deleted', 'post', 'responses'],
      message: /must answer exactly `2XX` and `default`.*add `default`/,
    },
    { path: ['webhooks', 'backup.available'], message: /has no `post`/ },
    {
      path: ['components', 'schemas', 'EventType', 'enum'],
      message: /Webhook `server\.deleted` is not a value of `EventType`/,
    },
    {
      path: ['components', 'schemas', 'EventType', 'enum'],
      message: /Event type `snapshot\.available` of `EventType` has no entry in `webhooks`/,
    },
    {
      path: ['components', 'schemas', 'WebhookEvent', 'oneOf'],
      message: /`ServerDeletedEvent` is the body of a webhook but not a member of `WebhookEvent`/,
    },
    {
      path: ['components', 'schemas', 'WebhookEvent', 'oneOf'],
      message: /`WebhookEvent`'s `oneOf` has `OrphanEvent`, which is the body of no webhook/,
    },
  ],
  'house-operation-risk': [
    { path: ['paths', '/api/v1/things/', 'get'], message: /must say what a call risks in `x-risk`/ },
    {
      path: ['paths', '/api/v1/things/', 'post', 'x-risk', 0],
      message: /a risk has only kind, summary, when; remove note/,
    },
    {
      path: ['paths', '/api/v1/things/', 'post', 'x-risk', 0, 'kind'],
      message: /`kind` is one of destructive, disruptive, paid, secret/,
    },
    { path: ['paths', '/api/v1/things/', 'post', 'x-risk', 0, 'summary'], message: /`summary` is one sentence/ },
    {
      path: ['paths', '/api/v1/things/', 'post', 'x-risk', 1, 'when', 'field'],
      message: /`colour` is not a property of the request body/,
    },
    { path: ['paths', '/api/v1/things/', 'post', 'x-risk', 2, 'when'], message: /one test only/ },
    {
      path: ['paths', '/api/v1/things/', 'post', 'x-risk', 3, 'when', 'equals'],
      message: /`locked` can never equal "maybe"/,
    },
    { path: ['paths', '/api/v1/things/{id}/', 'delete', 'x-risk', 0, 'when'], message: /takes no JSON body/ },
    {
      path: ['paths', '/api/v1/things/{id}/', 'delete', 'x-risk'],
      message: /deletes: `x-risk` must have a `destructive` entry without `when`/,
    },
    {
      path: ['paths', '/api/v1/things/{id}/', 'get', 'x-risk'],
      message: /is a read: it changes nothing, so it may only declare `secret`/,
    },
    { path: ['paths', '/api/v1/things/{id}/', 'patch', 'x-risk'], message: /declares `paid` twice without `when`/ },
    { path: ['paths', '/api/v1/things/{id}/name/', 'put', 'x-risk'], message: /must say what a call risks/ },
  ],
  'house-operation-starts': [
    { path: ['paths', '/api/v1/servers/', 'get', 'x-starts'], message: /is a read: it starts nothing/ },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'x-starts'],
      message: /has only action, resource and answer; remove extra/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'x-starts', 'action'],
      message: /is a value of `ActionType` \(create_server, reboot_server\)/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'x-starts', 'resource'],
      message: /is a value of `ActionResourceType`/,
    },
    {
      path: ['paths', '/api/v1/servers/', 'post', 'x-starts', 'answer'],
      message: /`answer: action` but its success answer is not an `Action`/,
    },
    {
      path: ['paths', '/api/v1/servers/{id}/actions/reboot/', 'post'],
      message: /answers an `Action`, so it starts one/,
    },
    {
      path: ['paths', '/api/v1/servers/{id}/actions/reset/', 'post', 'x-starts', 'answer'],
      message: /its success answer is an `Action`, so `answer` is `action`/,
    },
    {
      path: ['paths', '/api/v1/servers/{id}/actions/power-off/', 'post', 'x-starts'],
      message: /is `\{ action, resource, answer \}`/,
    },
  ],
};
