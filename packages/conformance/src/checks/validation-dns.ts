// DNS record names (docs/design/dns-names.md): a name is relative to its zone; one that ends with the
// zone's own name (`www.<zone>`, or `<zone>` itself) is refused with 400 validation_failed, its field
// error (`/name`, `/creates/<i>/name` in a batch) saying which relative name to send (`www`, `@`),
// every such name of a batch named in the same answer, and nothing of the request written; a zone
// file line whose owner ends with the zone's name without the final dot is refused with its line
// number, and the zone is left as it was. Records are created in the fleet's zone only by a target
// that wrongly accepts them (they are deleted at the end); the zone-file check works on a zone of
// its own (writes).
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { bodyVariants, fieldRules } from './invalid-inputs.js';
import { checkProblem, type FieldError } from './problems-document.js';
import { pathFor } from './validation.js';

const PAGE = 'docs/design/dns-names.md';

/** Whether a message names a relative name as a word of its own. */
export function names(message: string, relative: string): boolean {
  const escaped = relative.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s"'\`(:])${escaped}([\\s"'\`).,;:]|$)`).test(message);
}

function errorsOf(exchange: Exchange): FieldError[] {
  const errors = (exchange.json as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/** The record ids of a zone, to show a refusal wrote nothing. */
async function recordIds(ctx: CheckContext, zone: string): Promise<string[]> {
  const answer = await ctx.call('listDnsRecords', {
    path: { zone_name: zone },
    query: { per_page: 100 },
    as: ctx.options.readToken ? 'read' : 'main',
    expect: 200,
  });
  return ((answer.json as { data?: Resource[] } | undefined)?.data ?? [])
    .map((r) => `${r.id}:${r.name}:${r.type}`)
    .sort();
}

/** Tracks whatever records a faulty target created from our names, for deletion at the end. */
async function trackStray(ctx: CheckContext, zone: string, before: string[]): Promise<string[]> {
  const after = await recordIds(ctx, zone);
  const added = after.filter((id) => !before.includes(id));
  for (const entry of added) {
    const id = Number(entry.split(':')[0]);
    ctx.fixtures.track('dns record', `${zone}/${id}`, entry, async (cleanup) => {
      await cleanup.call('deleteDnsRecord', { path: { zone_name: zone, record_id: id } });
    });
  }
  return added;
}

function checkNamed(ctx: CheckContext, answer: Exchange, field: string, relative: string, meant: string): void {
  const error = errorsOf(answer).find((candidate) => candidate.field === field);
  if (
    !ctx.check(!!error, `errors[] does not name ${field} for the name "${meant}"`, {
      exchange: answer,
      contract: { page: PAGE },
    })
  )
    return;
  ctx.check(
    names(String(error?.message), relative),
    `the error of ${field} does not say which relative name to send ("${relative}"): ${JSON.stringify(error?.message)}`,
    { exchange: answer, contract: { page: PAGE } },
  );
}

export function dnsNameChecks(contract: KitContract): Check[] {
  const has = (id: string) => contract.operations.some((op) => op.operationId === id);
  if (!has('createDnsRecord') || !has('listDnsRecords')) return [];
  const checks: Check[] = [];
  const aExample = () => {
    const variants = bodyVariants(contract, contract.operation('createDnsRecord'));
    return (variants.find((v) => v.variant === 'A') ?? variants[0])?.example ?? {};
  };

  checks.push({
    id: 'validation.dns-names.createDnsRecord',
    family: 'validation',
    area: 'dns',
    title:
      'a record name that repeats the zone\'s name ("www.<zone>", "<zone>") is refused, the error saying the relative name to send ("www", "@"), and nothing is written',
    needs: [],
    contract: { operationId: 'createDnsRecord', status: 400, page: PAGE },
    async run(ctx) {
      const found = await pathFor(ctx, ctx.contract.operation('createDnsRecord'));
      const zone = String(found.values.zone_name);
      const before = await recordIds(ctx, zone);
      const label = ctx.fixtures.name('www');
      for (const [name, relative] of [
        [`${label}.${zone}`, label],
        [zone, '@'],
      ] as const) {
        const answer = await ctx.call('createDnsRecord', {
          path: { zone_name: zone },
          body: { ...aExample(), name },
          expect: 400,
          contract: { operationId: 'createDnsRecord', status: 400, page: PAGE },
        });
        if (answer.status !== 400) continue;
        checkProblem(ctx, answer, 'validation_failed');
        checkNamed(ctx, answer, '/name', relative, name);
      }
      const added = await trackStray(ctx, zone, before);
      ctx.check(added.length === 0, `the refused records were written: ${added.join(', ')}`, {
        contract: { page: PAGE },
      });
    },
  });

  if (has('batchDnsRecords'))
    checks.push({
      id: 'validation.dns-names.batchDnsRecords',
      family: 'validation',
      area: 'dns',
      title:
        "a batch whose creates repeat the zone's name names each (/creates/<i>/name) with its relative name in one answer, and writes nothing of the batch",
      needs: [],
      contract: { operationId: 'batchDnsRecords', status: 400, page: PAGE },
      async run(ctx) {
        const found = await pathFor(ctx, ctx.contract.operation('batchDnsRecords'));
        const zone = String(found.values.zone_name);
        const before = await recordIds(ctx, zone);
        const fine = ctx.fixtures.name('ok');
        const label = ctx.fixtures.name('www');
        const creates = [
          { ...aExample(), name: fine },
          { ...aExample(), name: `${label}.${zone}` },
          { ...aExample(), name: zone },
        ];
        const body = { creates };
        const pointer = ctx.contract.operation('batchDnsRecords').requestBody?.content[0]?.schema?.pointer;
        if (pointer && !fieldRules(ctx.contract).valid(pointer, body))
          ctx.notExercised('a batch of creates built from the examples does not fit the schema');
        const answer = await ctx.call('batchDnsRecords', {
          path: { zone_name: zone },
          body,
          expect: 400,
          contract: { operationId: 'batchDnsRecords', status: 400, page: PAGE },
        });
        if (answer.status === 400) {
          checkProblem(ctx, answer, 'validation_failed');
          checkNamed(ctx, answer, '/creates/1/name', label, `${label}.${zone}`);
          checkNamed(ctx, answer, '/creates/2/name', '@', zone);
          ctx.check(
            !errorsOf(answer).some((error) => error.field.startsWith('/creates/0')),
            'errors[] names /creates/0, whose name is relative and valid',
            { exchange: answer, contract: { page: PAGE } },
          );
        }
        const added = await trackStray(ctx, zone, before);
        ctx.check(added.length === 0, `records of the refused batch were written: ${added.join(', ')}`, {
          exchange: answer,
          contract: { page: PAGE },
        });
      },
    });

  if (has('replaceDnsZoneFile') && has('createDnsZone') && has('getDnsZoneFile'))
    checks.push({
      id: 'validation.dns-names.replaceDnsZoneFile',
      family: 'validation',
      area: 'dns',
      title:
        "a zone file line whose owner repeats the zone's name without the final dot is refused with its line number, and the zone is left as it was",
      needs: ['writes'],
      contract: { operationId: 'replaceDnsZoneFile', status: 400, page: PAGE },
      async run(ctx) {
        const zone = `${ctx.fixtures.name('zone')}.example`;
        const created = await ctx.call('createDnsZone', { body: { name: zone }, expect: 201 });
        if (created.status !== 201) ctx.fail(`could not create the zone ${zone}`, { exchange: created });
        ctx.fixtures.track('dns zone', zone, zone, async (cleanup) => {
          await cleanup.call('deleteDnsZone', { path: { zone_name: zone } });
        });
        const file = await ctx.call('getDnsZoneFile', { path: { zone_name: zone }, expect: 200 });
        const original = String((file.json as { zone_file?: unknown } | undefined)?.zone_file ?? file.text);
        const before = await recordIds(ctx, zone);
        const lines = original.replace(/\n+$/, '').split('\n');
        const label = ctx.fixtures.name('www');
        lines.push(`${label}.${zone} 3600 IN A 203.0.113.7`);
        const answer = await ctx.call('replaceDnsZoneFile', {
          path: { zone_name: zone },
          body: { zone_file: `${lines.join('\n')}\n` },
          expect: 400,
          contract: { operationId: 'replaceDnsZoneFile', status: 400, page: PAGE },
        });
        if (answer.status === 400) {
          checkProblem(ctx, answer, 'validation_failed');
          const text = errorsOf(answer)
            .map((error) => error.message)
            .join(' ');
          ctx.check(
            new RegExp(`\\b${lines.length}\\b`).test(text),
            `the refusal does not give the line number ${lines.length}: ${JSON.stringify(text)}`,
            { exchange: answer, contract: { page: PAGE } },
          );
        }
        const after = await recordIds(ctx, zone);
        ctx.check(
          JSON.stringify(after) === JSON.stringify(before),
          `the refused zone file changed the zone's records: ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
          { exchange: answer, contract: { page: PAGE } },
        );
      },
    });
  return checks;
}
