// Prism in proxy mode in front of the sandbox: every operation of the document, successes and
// errors, with zero response violations.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseAll } from './exercise.js';
import { freePort, startPrism, type PrismProcess } from '@vps-hosting/mock';
import { doc, startHarness, type Harness } from './helpers.js';

let h: Harness;
let prism: PrismProcess | undefined;

beforeAll(async () => {
  h = await startHarness({ actionSeconds: 5 });
  prism = await startPrism({
    document: createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.yaml'),
    upstream: h.sandbox.url,
    port: await freePort(),
    logLevel: 'silent',
  });
  h.base = prism.url;
}, 60_000);

afterAll(async () => {
  await prism?.stop();
  await h.close();
});

describe('Prism proxy in front of the sandbox', () => {
  it('reports zero response violations over every operation', async () => {
    const results = await exerciseAll(h, 5);
    const documented = Object.values<Record<string, { operationId?: string }>>(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])),
    );
    expect(documented.filter((id) => !results.some((r) => r.operationId === id && r.status < 300))).toEqual([]);
    const violations = results.flatMap((r) => {
      const header = r.answer.headers.get('sl-violations');
      const list = header ? (JSON.parse(header) as Array<{ location: string[]; message: string }>) : [];
      return list
        .filter((v) => v.location[0] === 'response')
        .map((v) => `${r.operationId} ${r.status}: ${v.location.join('.')} ${v.message}`);
    });
    expect(violations).toEqual([]);
    // The proxy really was in the path: it flags the deliberately invalid request.
    expect(results.some((r) => r.answer.headers.get('sl-violations')?.includes('"request"'))).toBe(true);
  }, 120_000);
});
