// `x-codeSamples` for every operation: curl and TypeScript, both built from the same sample
// request (method, path, parameter examples, first named body example, scope).
import { curlSample } from './curl-sample.js';
import { operations, type CodeSample, type Document, type OperationEntry } from './openapi.js';
import { baseUrl, sampleRequest } from './sample-request.js';
import { typescriptSample } from './typescript-sample.js';

/**
 * The languages, in tab order. `label` names the tab (Redoc matches samples to tabs by label),
 * `lang` picks the syntax highlighting.
 */
export const SAMPLE_LANGUAGES = [
  { label: 'curl', lang: 'bash' },
  { label: 'TypeScript', lang: 'TypeScript' },
] as const;

export type SampleLabel = (typeof SAMPLE_LANGUAGES)[number]['label'];

export function codeSamples(document: Document, entry: OperationEntry): CodeSample[] {
  const request = sampleRequest(document, entry);
  const url = baseUrl(document);
  const source: Record<SampleLabel, string> = {
    curl: curlSample(request, url),
    TypeScript: typescriptSample(request, url),
  };
  return SAMPLE_LANGUAGES.map(({ label, lang }) => ({ lang, label, source: source[label] }));
}

/** Every operation's samples, keyed by operationId. */
export function allCodeSamples(document: Document): Map<string, CodeSample[]> {
  return new Map(operations(document).map((entry) => [entry.operation.operationId, codeSamples(document, entry)]));
}
