// The sandbox's own tests start it through its public test harness (@vps-hosting/sandbox/testing), on
// the project's engine: a fresh PostgreSQL database in the projects that run on PostgreSQL, else a
// SQLite file in a temporary folder. Also the document and its operations, for the tests that read them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SandboxOptions } from '@vps-hosting/sandbox';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { contract } from '../src/document.js';
import { testDatabase } from './support/test-database.js';

export { type Answer, pathOf, responseErrors } from '@vps-hosting/sandbox/testing';
export type Harness = TestSandbox;

export const doc = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);

type Json = Record<string, any>;

/** The operation of the document with this operationId. */
export function operation(operationId: string): { method: string; path: string; op: Json } {
  const found = contract.operation(operationId);
  return { method: found.method, path: found.path, op: found.node };
}

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  // The project's engine, unless a test names its own.
  const database = options.db === undefined && options.database === undefined ? await testDatabase() : undefined;
  return startTestSandbox({
    ...(database?.url ? { database: database.url } : {}),
    ...options,
    ...(database ? { onClose: () => database.drop() } : {}),
  });
}
