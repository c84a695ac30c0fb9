// `npm start [-- --port N --docs-port M]`: the mock API and the reference site, in seconds.
// Both are served from the committed generated/openapi.json as it is: nothing is regenerated or
// linted here (that is `npm run generate`, `npm run lint` and `npm test`), and no tracked file is
// written. At the same time:
//   - the mock API on 127.0.0.1 (port 4010, or --port / PORT), as `npm run mock`;
//   - `npm run docs` builds the reference site into build/docs/ (ignored by git), then it is served
//     on 127.0.0.1 (port 8080, or --docs-port / DOCS_PORT).
// Then it prints what is where. Ctrl-C (or SIGTERM) stops everything it started.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseCommandLine, portFlag, type Command } from '@vps-hosting/http-edge/cli';
import { runNpmScript, type RunningScript } from './lib/npm-script.js';
import { serveFolder } from './lib/static-server.js';

const COMMAND = {
  name: 'npm start --',
  summary:
    'Serves the mock API and the reference site from the committed generated/openapi.json, at once.\n' +
    'It regenerates and lints nothing: after editing openapi/, run `npm run generate` (and `npm run lint`), then start again.',
  flags: {
    port: {
      type: 'string',
      value: 'N',
      description: 'port of the mock API on 127.0.0.1 (default 4010, or PORT; 0 picks a free one)',
    },
    'docs-port': {
      type: 'string',
      value: 'N',
      description: 'port of the reference site on 127.0.0.1 (default 8080, or DOCS_PORT; 0 picks a free one)',
    },
  },
  notes: ['Ctrl-C stops everything it started.'],
} satisfies Command;

const { flags } = parseCommandLine(COMMAND);
const mockPort = portFlag(COMMAND, 'port', flags.port, 'PORT', 4010);
const docsPort = portFlag(COMMAND, 'docs-port', flags['docs-port'], 'DOCS_PORT', 8080);
// The mock (Prism) loads once the flags are good: --help and a refused flag answer without it.
const { firstCollectionPath, startMock } = await import('@vps-hosting/mock');

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const repoRoot = path.resolve(import.meta.dirname, '..');
const document = path.join(repoRoot, 'generated', 'openapi.json');
const docsFolder = path.join(repoRoot, 'build', 'docs');
const relative = (file: string) => path.relative(repoRoot, file);

if (!fs.existsSync(document)) {
  console.error(`✖ ${relative(document)} is missing: run \`npm run generate\` first.`);
  process.exit(1);
}

// Everything to stop on Ctrl-C: the docs build while it runs, and the servers started so far.
let docsBuild: RunningScript | undefined;
const stoppers: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  stopping = true;
  docsBuild?.stop();
  await Promise.allSettled(stoppers.map((stop) => stop()));
  if (code === 0) console.log('✔ stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    console.log(`\n▶ ${signal}: stopping everything …`);
    void stopAll(0);
  });
}

console.log(`▶ serving the committed ${relative(document)} as it is (not regenerated, not linted: see --help)`);

/** The reference site: built into build/docs/ by `npm run docs`, then served. Its URL, or why not. */
async function referenceSite(): Promise<{ url?: string; problem?: string }> {
  docsBuild = runNpmScript('docs', repoRoot);
  const result = await docsBuild.done;
  docsBuild = undefined;
  if (stopping) return {};
  if (result.code !== 0 || !fs.existsSync(path.join(docsFolder, 'index.html'))) {
    return { problem: `npm run docs failed (${result.seconds.toFixed(1)} s). Its output:\n${indent(result.output)}` };
  }
  try {
    const docs = await serveFolder(docsFolder, docsPort);
    stoppers.push(docs.stop);
    console.log(`✔ reference site on ${docs.url} (${seconds()})`);
    return { url: docs.url };
  } catch (error) {
    return { problem: `cannot serve ${relative(docsFolder)}/: ${(error as Error).message}` };
  }
}

async function mockApi(): Promise<string> {
  // Prism's warnings and errors (request violations) are shown once it is up.
  let up = false;
  const mock = await startMock({
    document,
    port: mockPort,
    logLevel: 'warn',
    onOutput: (text) => up && process.stdout.write(text),
  });
  up = true;
  stoppers.push(mock.stop);
  console.log(`✔ mock API on ${mock.url} (${seconds()})`);
  return mock.url;
}

const [site, mock] = await Promise.allSettled([referenceSite(), mockApi()]);
if (stopping) await new Promise<never>(() => {}); // a signal came: its handler stops everything and exits
if (mock.status === 'rejected') {
  console.log(`✖ mock: ${(mock.reason as Error).message}`);
  await stopAll(1);
}
const mockUrl = (mock as PromiseFulfilledResult<string>).value;
const docs = site.status === 'fulfilled' ? site.value : { problem: String(site.reason) };
if (docs.problem) console.log(`✖ reference site: ${docs.problem}`);

console.log(`
  Mock API        ${mockUrl}   (Prism on ${relative(document)}; every request needs a bearer token)
  Reference site  ${docs.url ?? '(not built: see above)'}
  Try             curl -H "Authorization: Bearer any-token" ${mockUrl}${firstCollectionPath(document)}
  Pick an answer  add -H "Prefer: code=404" or -H "Prefer: example=<name>" (names are in the reference)
  Ready in        ${seconds()}; edited openapi/? run \`npm run generate\`, then start again.

Ctrl-C stops everything.`);

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
