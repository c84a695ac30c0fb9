// Reading direction through every construct a schema can nest another in: in each pair of
// fixtures-direction/<construct>/, one schema (Thing) is read by the server (createThing's request
// body and its query parameter `filter`) and by clients (createThing's response and the
// thing.created webhook event), and inside the construct `count` widens (integer → number) while
// `ratio` narrows (number → integer). Widening breaks only readers (response, webhook), narrowing
// only senders (request body, parameter); the opposite findings are additive.
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
          {
            kind: 'type-narrowed',
            operation: 'createThing',
            location: new RegExp(`^request body application/json › ${under}ratio$`),
          },
          {
            kind: 'type-narrowed',
            operation: 'createThing',
            location: new RegExp(`^parameter query/filter › ${under}ratio$`),
          },
          {
            kind: 'type-widened',
            operation: 'createThing',
            location: new RegExp(`^response 201 application/json › ${under}count$`),
          },
          {
            kind: 'type-widened',
            operation: 'thingCreated',
            location: new RegExp(`^request body application/json › ${under}count$`),
          },
        ],
        additive: ['type-widened', 'type-narrowed'],
      },
    ];
  }),
);

describeCases(path.join(import.meta.dirname, 'fixtures-direction'), cases);
