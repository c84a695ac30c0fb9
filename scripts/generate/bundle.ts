// Generate step: bundle the multi-file source into one document, components kept (Redocly),
// written as YAML for people and as JSON for programs (the package exports both).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { redocly } from '../lib/redocly.js';

export const SOURCE_ROOT = 'openapi/openapi.yaml';

/** Writes `openapi.yaml` and `openapi.json` into `outDir`; returns the files written. */
export async function bundle(outDir: string): Promise<string[]> {
  const yamlFile = path.join(outDir, 'openapi.yaml');
  const jsonFile = path.join(outDir, 'openapi.json');
  const result = await redocly(['bundle', SOURCE_ROOT, '--config', 'redocly.yaml', '--output', yamlFile]);
  if (result.code !== 0 || !fs.existsSync(yamlFile)) {
    throw new Error(`redocly bundle failed (exit code ${result.code}):\n${result.stderr}`);
  }
  const document: unknown = parse(fs.readFileSync(yamlFile, 'utf8'));
  fs.writeFileSync(jsonFile, `${JSON.stringify(document, null, 2)}\n`);
  return [yamlFile, jsonFile];
}
