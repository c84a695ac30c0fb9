// The contract of the document this package ships (`@vps-hosting/api/openapi.json`), read once, for
// code running in Node (the JSON module is imported, so nothing here needs `node:fs`).
import { type Contract, readContract } from './contract.js';
import type { JsonObject } from './json.js';

/** A variable, so that TypeScript does not pull the 760 KB document into the program. */
const BUNDLED_DOCUMENT = '@vps-hosting/api/openapi.json';

let loaded: Promise<Contract> | undefined;

/** The shipped document's contract (read on the first call). */
export function loadContract(): Promise<Contract> {
  loaded ??= import(BUNDLED_DOCUMENT, { with: { type: 'json' } }).then((module: { default: JsonObject }) =>
    readContract(module.default),
  );
  return loaded;
}
