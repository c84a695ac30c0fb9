// Where things are: the repository root and the files the benchmarks read or run.
import * as path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const BENCH = path.join(REPO, 'bench');
export const BUNDLED_JSON = path.join(REPO, 'generated/openapi.json');
export const BUNDLED_YAML = path.join(REPO, 'generated/openapi.yaml');
/** Telemetry off in every child process. */
export const CHILD_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', SCARF_ANALYTICS: 'false', NO_COLOR: '1' };
