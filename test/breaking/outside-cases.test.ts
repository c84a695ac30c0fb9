// The kinds of change an outside corpus (real-world base/revision pairs with a leading OpenAPI diff
// tool's verdicts) showed the gate getting wrong (issues 22 and 31): one minimal fixture pair per
// kind in fixtures-outside/<case>/, and the verdict it must get.
import * as path from 'node:path';
import { describeCases, type Case } from './case-table.js';

const at = (where: string) => new RegExp(`^request body application/json › ${where}$`);

const mustCatch: Record<string, Case> = {
  // Any change that can shrink the set of inputs the server accepts is breaking.
  'input-allof-member-added': {
    changeClass: 'breaking',
    breaking: [{ kind: 'constraint-tightened', operation: 'createThing', location: at('size'), message: /minimum/ }],
  },
  'input-unevaluated-properties-false': {
    changeClass: 'breaking',
    breaking: [{ kind: 'closed', operation: 'createThing', location: /^request body application\/json$/ }],
  },
  'input-property-names-added': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'constraint-tightened', operation: 'createThing', location: at('labels'), message: /propertyNames/ },
    ],
  },
  'input-unknown-keyword-added': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'keyword-not-understood',
        operation: 'createThing',
        location: at('labels'),
        message: /`dependencies` .*not understood/,
      },
    ],
  },
  'input-enum-replaced-by-oneof': {
    changeClass: 'breaking',
    breaking: [{ kind: 'enum-narrowed', operation: 'createThing', location: at('image'), message: /"ubuntu-24\.04"/ }],
  },
  'input-enum-replaced-by-anyof': {
    changeClass: 'breaking',
    breaking: [{ kind: 'enum-narrowed', operation: 'createThing', location: at('image'), message: /"ubuntu-24\.04"/ }],
  },
  // A deprecated operation or parameter announced when it stops: taking the date back breaks that promise.
  'deprecated-operation-sunset-removed': {
    changeClass: 'breaking',
    breaking: [{ kind: 'sunset-removed', operation: 'createThing', location: /^operation$/ }],
  },
  'deprecated-operation-sunset-unparseable': {
    changeClass: 'breaking',
    breaking: [{ kind: 'sunset-invalid', operation: 'createThing', location: /^operation$/, message: /next summer/ }],
  },
  'deprecated-parameter-sunset-removed': {
    changeClass: 'breaking',
    breaking: [{ kind: 'sunset-removed', operation: 'createThing', location: /^parameter query\/dry_run$/ }],
  },
  'deprecated-parameter-sunset-unparseable': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'sunset-invalid',
        operation: 'createThing',
        location: /^parameter query\/dry_run$/,
        message: /2027-02-30/,
      },
    ],
  },
};

// Issue 31: what no rule classifies fails closed; a component is judged at every place it is read;
// overlapping oneOf alternatives on input; parameters and media types judged as the wire carries them.
const issue31: Record<string, Case> = {
  // Merged, the schemas admit the same values; built differently, no rule says what that changes.
  'input-allof-member-added-to-body-and-component': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'unclassified',
        operation: 'createThing',
        location: /^request body application\/json$/,
        message: /`allOf` members changed.*no rule classifies it, so it counts as breaking/,
      },
    ],
  },
  // Read by the server as a query parameter's JSON content and as a receiver's answer to a webhook.
  'shared-component-pattern-added': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'constraint-tightened',
        operation: 'createThing',
        location: /^parameter query\/label › text$/,
        message: /`pattern` added/,
      },
      {
        kind: 'constraint-tightened',
        operation: 'thingCreated',
        location: /^response 200 application\/json › label › text$/,
        message: /`pattern` added/,
      },
    ],
    // Where clients read it (the response, the event), a tightened output.
    additive: ['constraint-tightened'],
  },
  'input-oneof-overlapping-alternatives': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'alternatives-overlap',
        operation: 'createThing',
        location: /^request body application\/json$/,
        message: /with `foo` and `bar` matches both/,
      },
    ],
  },
  'parameter-scalar-to-exploded-array': { changeClass: 'minor', additive: ['type-widened'] },
  'xml-string-and-object-swapped': { changeClass: 'minor', additive: ['type-widened', 'type-narrowed'] },
};

const mustPass: Record<string, Case> = {
  'input-integer-to-number': { changeClass: 'minor', additive: ['type-widened'] },
  'output-number-to-integer': { changeClass: 'minor', additive: ['type-narrowed'] },
  'input-readonly-required-added': { changeClass: 'minor', additive: ['property-added'] },
  'output-writeonly-required-added': { changeClass: 'minor', additive: ['property-added'] },
  'output-oneof-alternative-removed': { changeClass: 'minor', additive: ['alternative-removed'] },
  'security-removed': { changeClass: 'minor', additive: ['security-alternative-added'] },
};

describeCases(path.join(import.meta.dirname, 'fixtures-outside'), { ...mustCatch, ...issue31, ...mustPass });
