// Reading direction through every construct a schema can nest another in: in each pair of
// fixtures-direction/<construct>/, one schema (Thing) is both createThing's request body (read by
// the server) and its response (read by the client), and inside the construct `count` widens
// (integer → number) while `ratio` narrows (number → integer). Widening breaks only readers of the
// response, narrowing only senders of the request; the opposite findings are additive.
import * as path from 'node:path';
import { describeCases, type Case } from './case-table.js';

const inside: Record<string, string> = {
  ref: 'leaf',
  allOf: '',
  oneOf: 'leaf \\(object\\)',
  anyOf: 'leaf \\(object\\)',
  items: 'leaves\\[\\]',
  additionalProperties: 'byName › \\*',
  prefixItems: 'pair\\[1\\]',
};

const cases = Object.fromEntries(
  Object.entries(inside).map(([construct, where]): [string, Case] => {
    const under = where === '' ? '' : `${where} › `;
    return [
      construct,
      {
        changeClass: 'breaking',
        breaking: [
          { kind: 'type-narrowed', operation: 'createThing', location: new RegExp(`^request body application/json › ${under}ratio$`) },
          { kind: 'type-widened', operation: 'createThing', location: new RegExp(`^response 201 application/json › ${under}count$`) },
        ],
        additive: ['type-widened', 'type-narrowed'],
      },
    ];
  }),
);

describeCases(path.join(import.meta.dirname, 'fixtures-direction'), cases);
