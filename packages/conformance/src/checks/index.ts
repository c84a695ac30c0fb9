// Every check of the kit, by promise family. Each family's file derives its checks from the contract
// (one per operation where the promise is per operation), so a new operation is checked the moment it
// is documented.
import type { KitContract } from '../contract/document.js';
import type { Check } from '../run/types.js';
import { cooperativeChecks } from './cooperative.js';
import { dnsRuleChecks } from './dns-rules.js';
import { edgeChecks } from './edges.js';
import { idempotencyChecks } from './idempotency.js';
import { paginationChecks } from './pagination.js';
import { problemChecks } from './problems.js';
import { rateLimitChecks } from './rate-limit.js';
import { responseChecks } from './responses.js';
import { stateMachineChecks } from './state-machines.js';
import { tenancyChecks } from './tenancy.js';
import { validationChecks } from './validation.js';
import { webhookChecks } from './webhooks.js';
import { writeChecks } from './writes.js';

export function allChecks(contract: KitContract): Check[] {
  const checks = [
    ...responseChecks(contract),
    ...problemChecks(contract),
    ...validationChecks(contract),
    ...dnsRuleChecks(contract),
    ...edgeChecks(contract),
    ...writeChecks(contract),
    ...tenancyChecks(contract),
    ...idempotencyChecks(contract),
    ...paginationChecks(contract),
    ...stateMachineChecks(contract),
    ...webhookChecks(contract),
    ...cooperativeChecks(contract),
    ...rateLimitChecks(contract),
  ];
  const ids = new Set<string>();
  for (const check of checks) {
    if (ids.has(check.id)) throw new Error(`two checks have the id ${check.id}`);
    ids.add(check.id);
  }
  return checks;
}
