// The types generated from the contract (generated/schema.d.ts), as the `./schema` entry point:
// `paths`, `components`, `operations` and one root type per schema (`Server`, `Action`, `Problem`, …).
export type * from '../generated/schema.js';
