// Redocly build-docs: the docs bundle → one self-contained HTML page (`--inlineBundle`), with our
// template (docs/template.hbs) and Redoc options, then made offline (see offline.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { redocly } from '../lib/redocly.js';
import { sampleLanguages } from './code-samples.js';
import type { Document } from './openapi.js';
import { inlineRemoteAssets, remoteResourceReferences } from './offline.js';

export interface BuildHtmlOptions {
  /** The docs bundle (JSON) to render. */
  bundleFile: string;
  /** The page to write. */
  outFile: string;
  /** The folder for the intermediate files (the Redoc options). */
  workDir: string;
  title: string;
  description: string;
  templateFile: string;
}

/** Redoc CE 3 options (https://redocly.com/docs/redoc/v3.x/config) for a docs bundle. */
export function redocOptions(bundle: Document) {
  return {
    // The request samples' languages: exactly the labels of the bundle's x-codeSamples, in order.
    codeSamples: { languages: sampleLanguages(bundle) },
    hideDownloadButtons: true,
    sortRequiredPropsFirst: true,
    jsonSamplesExpandLevel: 3,
  };
}

export async function buildHtml(options: BuildHtmlOptions): Promise<{ bytes: number; ms: number }> {
  const optionsFile = path.join(options.workDir, 'redoc-options.json');
  const bundle = JSON.parse(fs.readFileSync(options.bundleFile, 'utf8')) as Document;
  fs.writeFileSync(optionsFile, `${JSON.stringify(redocOptions(bundle), null, 2)}\n`);
  const run = await redocly([
    'build-docs',
    options.bundleFile,
    '--output',
    options.outFile,
    '--inlineBundle',
    '--title',
    options.title,
    '--template',
    options.templateFile,
    `--templateOptions.description=${options.description}`,
    '--openapi',
    optionsFile,
  ]);
  if (run.code !== 0) throw new Error(`redocly build-docs failed (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
  const { html, replaced } = inlineRemoteAssets(fs.readFileSync(options.outFile, 'utf8'));
  if (replaced === 0) console.warn('  (note: Redoc no longer references its CDN logo; nothing to inline)');
  const remote = remoteResourceReferences(html);
  if (remote.length > 0) {
    throw new Error(`The page would load remote resources:\n${remote.map((r) => `  ${r}`).join('\n')}`);
  }
  fs.writeFileSync(options.outFile, html);
  return { bytes: Buffer.byteLength(html), ms: run.ms };
}
