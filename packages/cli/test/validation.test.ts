// Validation before the request (issue 29), through pipes: every missing required flag at once, values
// checked against the table's schemas naming the flag, a DNS record's fields against its type's schema,
// and a server name checked as a name. Each refusal exits 2 (4 for a name) and sends nothing: the
// sandbox sits behind a recorder that must see no request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { EXIT } from '../src/run/exit-codes.js';
import { startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
let env: Record<string, string>;
beforeAll(async () => {
  sb = await startCliSandbox();
  recorder = await startRecorder(sb.sandbox.url);
  env = { ...sb.env, VPS_API_URL: recorder.url };
});
afterAll(async () => {
  await recorder?.close();
  await sb?.close();
});

const operation = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;

/** Runs vps and expects a refusal with this code that sent nothing. */
async function refused(args: string[], code: number = EXIT.usage): Promise<string> {
  const before = recorder.requests.length;
  const result = await vps(args, { env });
  expect(result.code, result.stderr).toBe(code);
  expect(result.stdout).toBe('');
  expect(recorder.requests.length).toBe(before);
  return result.stderr;
}

describe('vps validation before the request', { timeout: 120_000 }, () => {
  it('reports every missing required flag at once', async () => {
    const required = operation('createServer')
      .body!.fields.filter((f) => f.required)
      .map((f) => `--${f.name.replaceAll('_', '-')}`);
    expect(required.length).toBeGreaterThan(1);
    const stderr = await refused(['servers', 'create', '--yes']);
    for (const flag of required) expect(stderr).toContain(flag);
    expect(stderr).toMatch(/missing required flags/);
  });

  it('checks an enum, naming the flag and its values, not the API location', async () => {
    const status = operation('listServers').parameters.find((p) => p.name === 'status')!;
    const stderr = await refused(['servers', 'list', '--status', 'runing']);
    expect(stderr).toContain(`--status: must be one of ${(status.schema.enum as string[]).join(', ')}`);
    expect(stderr).not.toContain('query/status');
  });

  it('checks a range and a DNS record by the schema of its type', async () => {
    const ttl = operation('createDnsRecord').body!.fields.find((f) => f.name === 'ttl')!.schema;
    const base = ['dns', 'records', 'create', 'example.com', '--name', 'www'];
    const stderr = await refused([...base, '--type', 'A', '--address', '203.0.113.7', '--ttl', '1']);
    expect(stderr).toContain(`--ttl: must be at least ${ttl.minimum}`);
    // An IPv6 address is wrong for A and right for AAAA.
    expect(await refused([...base, '--type', 'A', '--address', '2001:db8::7'])).toMatch(/--address: .* ipv4/);
    const aaaa = await vps([...base, '--type', 'AAAA', '--address', '2001:db8::7', '--dry-run'], { env });
    expect(aaaa.code, aaaa.stderr).toBe(0);
    // Every field an MX record lacks, at once; a field of another type is refused.
    const mx = await refused([...base, '--type', 'MX', '--address', '203.0.113.7']);
    const missing = /missing required flags: (.*)/.exec(mx)?.[1];
    expect(missing?.split(', ').sort()).toEqual(['--exchange', '--priority']);
    expect(mx).toMatch(/--address: not taken by type MX/);
    expect(await refused([...base, '--type', 'SPF', '--value', 'x'])).toMatch(/--type: must be one of A, AAAA/);
  });

  it('checks a server name as a name: "no server named Web-1", without a request', async () => {
    const stderr = await refused(['servers', 'get', 'Web-1'], EXIT.notFound);
    expect(stderr).toContain('no server named "Web-1"');
    expect(stderr).not.toMatch(/pattern|query/);
    // A well-formed name is still looked up (one request) and found.
    const found = await vps(['servers', 'get', 'web-01', '-q'], { env });
    expect(found.code, found.stderr).toBe(0);
  });
});
