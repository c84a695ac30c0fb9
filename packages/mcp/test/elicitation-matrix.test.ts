// The elicitation matrix: each protocol era (2025-11-25, 2026-07-28) over each transport (stdio as
// serveStdio serves it, Streamable HTTP through the server's own handler), with the SDK's client
// declaring form elicitation or not. A call the table says to confirm asks the person exactly when the
// client declared it (2026-07-28: an input_required round trip; 2025: a request on the connection or
// HTTP session), and the prompt is the document's summary of what the call does; a client that did not
// declare it is refused until `confirm` names the target. The compiled bin over stdio: stdio.test.ts.
import { OPERATIONS, risksToConfirm } from '@vps-hosting/api/operations';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StartedCall } from '../src/started-call.js';
import { connect, type Era, startHarness, textOf, type Harness, toolFor } from './mcp-harness.js';

const ERAS: Era[] = ['legacy-stdio', 'modern-stdio', 'legacy-http', 'modern'];

const powerOff = OPERATIONS.find((op) => op.operationId === 'powerOffServer')!;
/** The tool and `action` value that power a server off (the catalog's route for the operation). */
const { tool, action } = toolFor(powerOff.operationId);

let h: Harness;
let serverId: number;
beforeAll(async () => {
  // Actions end only when the test moves the sandbox's clock on.
  h = await startHarness({ fleet: true, actionSeconds: 3600 });
  serverId = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0].id;
});
afterEach(async () => {
  // The server running again for the next test: the action ended, and the server powered on.
  await h.advance(3600);
  if ((await h.op('getServer', { server_id: serverId })).body.status !== 'running') {
    await h.op('powerOnServer', { server_id: serverId });
    await h.advance(3600);
  }
});
afterAll(async () => {
  await h?.close();
});

const args = (extra: object = {}) => ({ action, server_id: serverId, wait: false, ...extra });
/** The action the call started, as its result names it (none when nothing was sent). */
const started = (result: { structuredContent?: unknown }) =>
  (result.structuredContent as StartedCall | undefined)?.action;

describe.each(ERAS)('%s', (era) => {
  it('declared: the person is asked what the call does, and a yes goes ahead', async () => {
    const name = (await h.op('getServer', { server_id: serverId })).body.name as string;
    const session = await connect(h, { era, elicit: { action: 'accept', content: { confirm: true } } });
    const result = await session.client.callTool({ name: tool.name, arguments: args() });
    await session.close();
    const summaries = risksToConfirm(powerOff).map((risk) => risk.summary);
    expect(summaries.length).toBeGreaterThan(0);
    expect(session.asked).toEqual([`Server ${serverId} (${name}): ${summaries.join(' ')} Go ahead?`]);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(started(result)).toMatchObject({ type: powerOff.starts?.action, resource: { id: String(serverId) } });
  });

  it('not declared: refused, nothing sent, until confirm names the target', async () => {
    const session = await connect(h, { era });
    const refused = await session.client.callTool({ name: tool.name, arguments: args() });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`confirm: "${serverId}"`);
    expect((await h.op('getServer', { server_id: serverId })).body.status).toBe('running');
    const confirmed = await session.client.callTool({
      name: tool.name,
      arguments: args({ confirm: String(serverId) }),
    });
    await session.close();
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    expect(started(confirmed)).toMatchObject({ type: powerOff.starts?.action, resource: { id: String(serverId) } });
  });
});
