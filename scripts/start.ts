// `npm start [-- --port N --docs-port M]`: everything a newcomer needs, with one command.
//   1. `npm run generate`: the bundle and types in generated/ (stops here if it fails);
//   2. `npm run lint`: the lint gate (a failure is reported; the rest still starts);
//   3. `npm run docs` when scripts/docs.ts exists, then build/docs/ served on 127.0.0.1 (port 8080,
//      or --docs-port / DOCS_PORT);
//   4. the mock API on 127.0.0.1 (port 4010, or --port / PORT), as `npm run mock`.
// Then it prints what is where. Ctrl-C (or SIGTERM) stops everything it started.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { firstCollectionPath, startMock } from './lib/mock-server.js';
import { lastLine, runNpmScript, type RunningScript } from './lib/npm-script.js';
import { portOption } from './lib/ports.js';
import { serveFolder } from './lib/static-server.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const document = path.join(repoRoot, 'generated', 'openapi.json');
const docsScript = path.join(repoRoot, 'scripts', 'docs.ts');
const docsFolder = path.join(repoRoot, 'build', 'docs');
const argv = process.argv.slice(2);

let mockPort: number;
let docsPort: number;
try {
  mockPort = portOption(argv, 'port', 'PORT', 4010);
  docsPort = portOption(argv, 'docs-port', 'DOCS_PORT', 8080);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

// Everything to stop on Ctrl-C: the script running now, and the servers started so far.
let running: RunningScript | undefined;
const stoppers: (() => Promise<void>)[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  stopping = true;
  running?.stop();
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

/** Runs one npm script, printing one line: its last line of output and how long it took. */
async function step(name: string): Promise<boolean> {
  process.stdout.write(`▶ npm run ${name} … `);
  running = runNpmScript(name, repoRoot);
  const result = await running.done;
  running = undefined;
  if (stopping) return false;
  const summary = lastLine(result.output) || `exit code ${result.code}`;
  if (result.code === 0) {
    const timed = /\(\d+(\.\d+)? m?s\)$/.test(summary) ? summary : `${summary} (${result.seconds.toFixed(1)} s)`;
    console.log(timed);
    return true;
  }
  console.log(`✖ failed (${result.seconds.toFixed(1)} s). Its output:\n${indent(result.output)}`);
  return false;
}

if (!(await step('generate'))) await stopAll(1);
const linted = await step('lint');

let docsUrl: string | undefined;
if (fs.existsSync(docsScript)) {
  if ((await step('docs')) && fs.existsSync(path.join(docsFolder, 'index.html'))) {
    try {
      const docs = await serveFolder(docsFolder, docsPort);
      stoppers.push(docs.stop);
      docsUrl = docs.url;
    } catch (error) {
      console.log(`✖ cannot serve ${path.relative(repoRoot, docsFolder)}/: ${(error as Error).message}`);
    }
  }
} else {
  console.log('▶ reference site: skipped (scripts/docs.ts does not exist yet)');
}

process.stdout.write('▶ mock … ');
let mockUrl: string;
try {
  // Prism's warnings and errors (request violations) are shown once it is up.
  let up = false;
  const mock = await startMock({ document, port: mockPort, logLevel: 'warn', onOutput: (text) => up && process.stdout.write(text) });
  up = true;
  stoppers.push(mock.stop);
  mockUrl = mock.url;
  console.log('✔ Prism is listening');
} catch (error) {
  console.log(`✖ ${(error as Error).message}`);
  await stopAll(1);
}

console.log(`
  Mock API        ${mockUrl!}   (Prism on generated/openapi.json; every request needs a bearer token)
  Reference site  ${docsUrl ?? '(not built)'}
  Try             curl -H "Authorization: Bearer any-token" ${mockUrl!}${firstCollectionPath(document)}
  Pick an answer  add -H "Prefer: code=404" or -H "Prefer: example=<name>" (names are in the reference)
${linted ? '' : '\n  ✖ The lint gate failed (above): fix it before you commit.\n'}
Ctrl-C stops everything.`);

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
