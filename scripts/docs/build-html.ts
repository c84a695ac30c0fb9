// Redocly build-docs: the docs bundle → one self-contained HTML page (`--inlineBundle`), with our
// template (docs/template.hbs) and Redoc options, then made offline (see offline.ts). Redoc renders
// the site bundle (site-bundle.ts: the introduction's sections as pages of their own), written
// beside the docs bundle; the document itself (generated/openapi.json and .yaml) is copied beside
// the page, where its download links point (docs/README.md, "Downloads").
import * as fs from 'node:fs';
import * as path from 'node:path';
import { redocly } from '../lib/redocly.js';
import { sampleLanguages } from './code-samples.js';
import type { Document } from './openapi.js';
import { inlineRemoteAssets, remoteResourceReferences } from './offline.js';
import { siteBundle } from './site-bundle.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The document as `npm run generate` writes it: what the site offers for download. */
export const DOWNLOADS = ['openapi.json', 'openapi.yaml'].map((name) => path.join(repoRoot, 'generated', name));
/** The site bundle's name in the work folder (beside the docs bundle). */
export const SITE_BUNDLE = 'site.json';

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
  /** Files copied beside the page and linked from its "Download OpenAPI description" panel, by
   *  their names (default: DOWNLOADS). */
  downloads?: string[];
}

/** Redoc CE 3 options (https://redocly.com/docs/redoc/v3.x/config) for a docs bundle. */
export function redocOptions(bundle: Document, downloads: string[] = DOWNLOADS) {
  return {
    // The request samples' languages: exactly the labels of the bundle's x-codeSamples, in order.
    codeSamples: { languages: sampleLanguages(bundle) },
    // Relative links to the copies beside the page: they work from the file and from any server of
    // the folder, and load nothing from another origin (Redoc gives each link a `download`).
    downloadUrls: downloads.map((file) => ({ title: path.basename(file), url: path.basename(file) })),
    sortRequiredPropsFirst: true,
    jsonSamplesExpandLevel: 3,
  };
}

export async function buildHtml(options: BuildHtmlOptions): Promise<{ bytes: number; ms: number }> {
  const optionsFile = path.join(options.workDir, 'redoc-options.json');
  const siteFile = path.join(options.workDir, SITE_BUNDLE);
  const downloads = options.downloads ?? DOWNLOADS;
  const bundle = JSON.parse(fs.readFileSync(options.bundleFile, 'utf8')) as Document;
  fs.writeFileSync(siteFile, `${JSON.stringify(siteBundle(bundle), null, 2)}\n`);
  fs.writeFileSync(optionsFile, `${JSON.stringify(redocOptions(bundle, downloads), null, 2)}\n`);
  const outDir = path.dirname(options.outFile);
  for (const file of downloads) fs.copyFileSync(file, path.join(outDir, path.basename(file)));
  const run = await redocly([
    'build-docs',
    siteFile,
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
