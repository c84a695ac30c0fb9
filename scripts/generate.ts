// `npm run generate [-- --check]` (`--help`: the usage, and nothing done): regenerates everything in generated/ and src/generated/ from openapi/.
//   1. bundle → generated/openapi.yaml, generated/openapi.json
//   2. types  → generated/schema.d.ts
//   3. webhook event types → src/generated/webhook-event-types.ts (the client's run-time list; it
//      lives under src/ because the published client imports it)
//   4. operations → src/generated/operations.ts and response-schemas.ts (the table of operations, with
//      the document's servers, that the CLI and the MCP server derive their commands and tools from,
//      read from the contract model, src/contract/; published as @vps-hosting/api/operations)
//   5. operation examples → src/generated/operation-examples.ts (each operation's parameter and request
//      examples, apart from the table so that only `vps` help loads them; @vps-hosting/api/operations/examples)
// With --check, writes into a temporary folder instead and fails if anything in those folders
// differs (stale, missing or extra files), so CI catches a document changed without regenerating.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { bundle } from './generate/bundle.js';
import { types } from './generate/types.js';
import { webhookEventTypes } from './generate/webhook-event-types.js';
import { writeOperationTable } from './generate/operations.js';
import { writeOperationExamples } from './generate/operation-examples.js';
import { parseCommandLine, type Command } from '@vps-hosting/http-edge/cli';

const COMMAND = {
  name: 'npm run generate --',
  summary:
    'Regenerates everything in generated/ and src/generated/ from openapi/: the bundle (YAML and JSON), the types,\n' +
    'the webhook event types, the table of operations and the operation examples.',
  flags: {
    check: {
      type: 'boolean',
      description: 'write into a temporary folder instead, and fail if anything in those folders differs',
    },
  },
} satisfies Command;
const { flags } = parseCommandLine(COMMAND);

const repoRoot = path.resolve(import.meta.dirname, '..');
process.chdir(repoRoot);
/** The folders this script owns entirely: every file in them is generated. */
const GENERATED = 'generated';
const GENERATED_SOURCE = 'src/generated';
const check = flags.check === true;
const tmpRoot = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-generate-')) : undefined;
const outDir = tmpRoot ? path.join(tmpRoot, GENERATED) : GENERATED;
const sourceOutDir = tmpRoot ? path.join(tmpRoot, GENERATED_SOURCE) : GENERATED_SOURCE;
fs.mkdirSync(outDir, { recursive: true });
fs.mkdirSync(sourceOutDir, { recursive: true });

async function step(name: string, run: () => Promise<string[]>): Promise<void> {
  const started = performance.now();
  process.stdout.write(`▶ ${name} … `);
  const files = await run();
  const names = files.map((file) => path.basename(file)).join(', ');
  console.log(`${names} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await step('bundle', () => bundle(outDir));
await step('types', () => types(path.join(outDir, 'openapi.yaml'), outDir));
await step('webhook event types', () => webhookEventTypes(path.join(outDir, 'openapi.json'), sourceOutDir));
await step('operations', () => writeOperationTable(path.join(outDir, 'openapi.json'), sourceOutDir));
await step('operation examples', () => writeOperationExamples(path.join(outDir, 'openapi.json'), sourceOutDir));

/** The files of `committedDir` and of its fresh counterpart `freshDir` that differ, are missing or extra. */
function staleFiles(freshDir: string, committedDir: string): string[] {
  const fresh = fs.readdirSync(freshDir);
  const committed = fs.existsSync(committedDir) ? fs.readdirSync(committedDir) : [];
  return [...new Set([...fresh, ...committed])].sort().flatMap((name) => {
    const a = path.join(freshDir, name);
    const b = path.join(committedDir, name);
    const same = fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));
    return same ? [] : [path.join(committedDir, name)];
  });
}

if (tmpRoot) {
  const stale = [...staleFiles(outDir, GENERATED), ...staleFiles(sourceOutDir, GENERATED_SOURCE)];
  fs.rmSync(tmpRoot, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`✖ stale generated files: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`✔ ${GENERATED}/ and ${GENERATED_SOURCE}/ are up to date`);
} else {
  console.log(`✔ wrote ${GENERATED}/ and ${GENERATED_SOURCE}/`);
}
