// `npm run sandbox [-- --port N --db file|:memory: --token T --read-token T --action-seconds S --rate-limit N]`
import { parseArgs } from 'node:util';
import { startSandbox } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    memory: { type: 'boolean' },
    fleet: { type: 'boolean' },
    token: { type: 'string' },
    'read-token': { type: 'string' },
    'action-seconds': { type: 'string' },
    'rate-limit': { type: 'string' },
    log: { type: 'boolean' },
  },
});

const started = performance.now();
const sandbox = await startSandbox({
  port: values.port !== undefined ? Number(values.port) : Number(process.env.SANDBOX_PORT ?? 4020),
  db: values.memory ? ':memory:' : (values.db ?? process.env.SANDBOX_DB ?? '.sandbox/sandbox.db'),
  fullToken: values.token ?? process.env.SANDBOX_TOKEN,
  readToken: values['read-token'] ?? process.env.SANDBOX_READ_TOKEN,
  actionSeconds: values['action-seconds'] !== undefined ? Number(values['action-seconds']) : undefined,
  rateLimit: values['rate-limit'] !== undefined ? Number(values['rate-limit']) : undefined,
  fleet: values.fleet ?? false,
  logger: values.log ?? false,
});

console.log(`Sandbox listening on ${sandbox.url} (ready in ${Math.round(performance.now() - started)} ms)`);
console.log(`  full token (every scope): ${sandbox.tokens.full}`);
console.log(`  read-only token:          ${sandbox.tokens.read}`);
console.log(`  admin surface:            ${sandbox.url}/_admin/ (see sandbox/README.md)`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
