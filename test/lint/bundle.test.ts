// The root bundles (the same step as `npm run generate`) into one document that validates
// against the official OpenAPI 3.1 JSON schema, declares the 2020-12 dialect, and resolves
// every $ref inside itself.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/generate/bundle.js';
import { repoRoot } from './helpers.js';

describe('the bundled document', () => {
  let jsonFile = '';
  let document: Record<string, unknown> = {};

  beforeAll(async () => {
    process.chdir(repoRoot);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-bundle-test-'));
    [, jsonFile = ''] = await bundle(outDir);
    document = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>;
  });

  it('validates against the OpenAPI 3.1 JSON schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(jsonFile);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares the JSON Schema 2020-12 dialect, so tools do not fall back to draft-07', () => {
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('refers only to its own components (no file $ref left)', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/'))).toEqual([]);
  });
});
