// `npm run docs [-- --out <dir>]` (`--help`: the usage, and nothing built): the reference site, one self-contained HTML page.
//   1. docs bundle → <out>.src/openapi.json: generated/openapi.json + x-tagGroups + x-codeSamples
//      + a "Changes" section from CHANGELOG.md after the introduction
//   2. build-docs  → <out>/index.html (default build/docs/index.html), checked to load nothing remote
// The source (openapi/) and generated/ are only read.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildHtml } from './docs/build-html.js';
import { docsBundle } from './docs/docs-bundle.js';
import type { Document } from './docs/openapi.js';
import { readTagGroups } from './docs/tag-groups.js';
import { changesSection } from './breaking/changelog.js';
import { parseCommandLine, type Command } from '@vps-hosting/http-edge/cli';

const COMMAND = {
  name: 'npm run docs --',
  summary:
    'Builds the reference site, one self-contained HTML page, from generated/openapi.json, docs/tag-groups.yaml\n' +
    'and CHANGELOG.md (only read), and checks that it loads nothing remote.',
  flags: {
    out: {
      type: 'string',
      value: 'DIR',
      description: 'the folder of index.html (default build/docs; its work files go to DIR.src)',
    },
  },
} satisfies Command;
const { flags } = parseCommandLine(COMMAND);

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(flags.out ?? path.join(repoRoot, 'build/docs'));
const workDir = `${outDir}.src`;
const CONTRACT = path.join(repoRoot, 'generated/openapi.json');
const relative = (file: string) => path.relative(process.cwd(), file) || '.';
const started = performance.now();

async function step<T>(name: string, run: () => Promise<T> | T, done: (result: T) => string): Promise<T> {
  const t0 = performance.now();
  process.stdout.write(`▶ ${name} … `);
  const result = await run();
  console.log(`${done(result)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
}

try {
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(workDir, { recursive: true });
  const contract = JSON.parse(fs.readFileSync(CONTRACT, 'utf8')) as Document;
  const bundleFile = path.join(workDir, 'openapi.json');
  await step(
    'docs bundle',
    () => {
      const changes = changesSection(fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8'));
      const bundle = docsBundle(contract, readTagGroups(path.join(repoRoot, 'docs/tag-groups.yaml')), changes);
      fs.writeFileSync(bundleFile, `${JSON.stringify(bundle, null, 2)}\n`);
      return bundle;
    },
    (bundle) => `${relative(bundleFile)}, ${bundle['x-tagGroups']?.length ?? 0} tag groups`,
  );
  const outFile = path.join(outDir, 'index.html');
  await step(
    'build-docs',
    () =>
      buildHtml({
        bundleFile,
        outFile,
        workDir,
        title: `${contract.info.title} reference`,
        description: String(contract.info.summary ?? contract.info.title),
        templateFile: path.join(repoRoot, 'docs/template.hbs'),
      }),
    ({ bytes }) => `${relative(outFile)}, ${(bytes / 1024 / 1024).toFixed(2)} MiB, no remote resources`,
  );
  console.log(`✔ docs built in ${((performance.now() - started) / 1000).toFixed(1)} s: open ${relative(outFile)}`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
