// `npm run generate [-- --check]`: regenerates everything in generated/ from openapi/.
//   1. bundle → generated/openapi.yaml, generated/openapi.json
//   2. types  → generated/schema.d.ts
// With --check, writes into a temporary folder instead and fails if anything in generated/
// differs (stale, missing or extra files), so CI catches a document changed without regenerating.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { bundle } from './generate/bundle.js';
import { types } from './generate/types.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
process.chdir(repoRoot);
const GENERATED = 'generated';
const check = process.argv.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-generate-')) : GENERATED;
fs.mkdirSync(outDir, { recursive: true });

async function step(name: string, run: () => Promise<string[]>): Promise<void> {
  const started = performance.now();
  process.stdout.write(`▶ ${name} … `);
  const files = await run();
  const names = files.map((file) => path.basename(file)).join(', ');
  console.log(`${names} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await step('bundle', () => bundle(outDir));
await step('types', () => types(path.join(outDir, 'openapi.yaml'), outDir));

if (check) {
  const fresh = fs.readdirSync(outDir).sort();
  const committed = fs.existsSync(GENERATED) ? fs.readdirSync(GENERATED).sort() : [];
  const stale = [...new Set([...fresh, ...committed])].filter((name) => {
    const a = path.join(outDir, name);
    const b = path.join(GENERATED, name);
    return !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b));
  });
  fs.rmSync(outDir, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`✖ generated/ is stale: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log('✔ generated/ is up to date');
} else {
  console.log(`✔ wrote ${GENERATED}/`);
}
