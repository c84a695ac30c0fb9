// `vps-mock [--port N] [--document FILE]` (in the repository, `npm run mock [-- …]`): the mock server
// on 127.0.0.1 (port 4010, or --port / PORT; 0 picks a free one), serving the examples of the
// bundled document of @vps-hosting/api (or --document) with Prism.
// Requests need `Authorization: Bearer <anything>` (401 otherwise); invalid parameters and bodies
// answer 400; `Prefer: code=<status>, example=<name>` picks a documented answer. Ctrl-C stops it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseCommandLine, portFlag, type Command } from '@vps-hosting/http-edge/cli';

const COMMAND = {
  name: 'vps-mock',
  summary:
    'The mock API: Prism on the bundled document of @vps-hosting/api, answering every documented example.\n' +
    'Send `Authorization: Bearer <anything>`; `Prefer: code=<status>, example=<name>` picks an answer. It keeps no state.',
  flags: {
    port: { type: 'string', value: 'N', description: 'port on 127.0.0.1 (default 4010, or PORT; 0 picks a free one)' },
    document: {
      type: 'string',
      value: 'FILE',
      description: 'the bundled OpenAPI document to serve, JSON or YAML (default: the one of @vps-hosting/api)',
    },
  },
  notes: ['Ctrl-C stops it.'],
} satisfies Command;

const { flags } = parseCommandLine(COMMAND);
const port = portFlag(COMMAND, 'port', flags.port, 'PORT', 4010);
// The server (Prism, the edge, the document) loads once the flags are good: --help and a refused flag
// answer without it.
const { apiDocument, firstCollectionPath, startMock } = await import('./server.js');
const document = flags.document === undefined ? apiDocument() : path.resolve(flags.document);
const relative = path.relative(process.cwd(), document);
const shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? document : relative;

if (!fs.existsSync(document)) {
  // In the repository, @vps-hosting/api's document is generated/openapi.json.
  console.error(`✖ ${shown} is missing (in the repository: run \`npm run generate\` first).`);
  process.exit(1);
}

console.log(`▶ starting Prism on ${shown} …`);
// Prism's own start-up lines name its internal port: its log is shown from the moment it is up.
let up = false;
const mock = await startMock({ document, port, onOutput: (text) => up && process.stdout.write(text) }).catch(
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
up = true;
console.log(`✔ mock API listening on ${mock.url}  (Ctrl-C stops it)`);
console.log(`  try: curl -H "Authorization: Bearer any-token" ${mock.url}${firstCollectionPath(document)}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n▶ ${signal}: stopping the mock …`);
    void mock.stop().then(() => {
      console.log('✔ stopped');
      process.exit(0);
    });
  });
}
