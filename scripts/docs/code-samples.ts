// `x-codeSamples` for every operation: curl, TypeScript and the `vps` tool, all built from the same sample
// request (method, path, parameter examples, body example, scope). An operation with several named
// request-body examples gets one sample per language and example, labelled with the example's
// summary, so that each body Redoc's example picker offers can also be picked as a sample (Redoc
// shows x-codeSamples as a fixed list: a sample cannot follow the picker by itself).
import { curlSample } from './curl-sample.js';
import { operations, type CodeSample, type Document, type OperationEntry } from './openapi.js';
import { baseUrl, sampleRequests, type SampleRequest } from './sample-request.js';
import { typescriptSample } from './typescript-sample.js';
import { vpsSample } from './vps-sample.js';

/**
 * The languages, in tab order. `label` names the tab (Redoc matches samples to the languages of its
 * options by label), `lang` picks the syntax highlighting.
 */
export const SAMPLE_LANGUAGES = [
  { label: 'curl', lang: 'bash' },
  { label: 'TypeScript', lang: 'TypeScript' },
  { label: 'vps', lang: 'shell' },
] as const;

export type SampleLabel = (typeof SAMPLE_LANGUAGES)[number]['label'];

/** Joins a language and an example in a sample's label: `curl · Back up daily at 03:00 UTC and keep 7`. */
export const EXAMPLE_SEPARATOR = ' · ';

/** How a sample's label names its request-body example: the example's summary, else its name. */
export function exampleTitle(request: SampleRequest): string {
  return request.body?.summary ?? request.body?.name ?? '';
}

const SOURCES: Record<SampleLabel, (request: SampleRequest, url: string, document: Document) => string> = {
  curl: curlSample,
  TypeScript: typescriptSample,
  vps: vpsSample,
};

/** An operation's samples: language by language, and within one language, example by example. */
export function codeSamples(document: Document, entry: OperationEntry): CodeSample[] {
  const requests = sampleRequests(document, entry);
  const url = baseUrl(document);
  const samples = SAMPLE_LANGUAGES.flatMap(({ label, lang }) =>
    requests.map((request) => ({
      lang,
      label: requests.length > 1 ? `${label}${EXAMPLE_SEPARATOR}${exampleTitle(request)}` : label,
      source: SOURCES[label](request, url, document),
    })),
  );
  const labels = samples.map((s) => s.label.toLowerCase());
  const twice = labels.find((label, i) => labels.indexOf(label) !== i);
  if (twice !== undefined) {
    throw new Error(
      `${entry.operation.operationId}: two request examples would share the sample label "${twice}"; give them distinct summaries`,
    );
  }
  return samples;
}

/** Every operation's samples, keyed by operationId. */
export function allCodeSamples(document: Document): Map<string, CodeSample[]> {
  return new Map(operations(document).map((entry) => [entry.operation.operationId, codeSamples(document, entry)]));
}

/**
 * The languages Redoc must be told about: every label some operation's samples use, each once, in
 * tab order (Redoc leaves out a sample whose label its options do not list, and offers on each
 * operation only the labels that operation has).
 */
export function sampleLanguages(document: Document): { label: string; lang: string }[] {
  const seen = new Map<string, { label: string; lang: string }>();
  const all = operations(document).flatMap(({ operation }) => operation['x-codeSamples'] ?? []);
  for (const { label: language } of SAMPLE_LANGUAGES) {
    for (const { label, lang } of all) {
      const ofLanguage = label === language || label.startsWith(`${language}${EXAMPLE_SEPARATOR}`);
      if (ofLanguage && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), { label, lang });
    }
  }
  return [...seen.values()];
}
