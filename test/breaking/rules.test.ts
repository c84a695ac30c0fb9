// The rules issue 22's fixes introduced (readOnly/writeOnly, numeric formats, enums against choices,
// keywords not understood, allOf members that cannot be merged, sunset dates of operations, webhooks
// and properties, anonymous access) and issue 31's (lists where single values travelled, media types
// read as their wire carries them, oneOf alternatives that overlap, defaults, servers, and what no
// rule reads failing closed), each in the direction or at the edge the outside cases do not
// exercise: fixtures-rules/<case>/.
import * as path from 'node:path';
import { describeCases, type Case } from './case-table.js';

const request = (where: string) => new RegExp(`^request body application/json › ${where}$`);
const response = (where: string) => new RegExp(`^response 201 application/json › ${where}$`);

const mustCatch: Record<string, Case> = {
  'output-format-widened': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'constraint-loosened',
        operation: 'createThing',
        location: response('id'),
        message: /`format` "int32" → "int64"/,
      },
    ],
  },
  'input-property-made-readonly': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'property-removed', operation: 'createThing', location: request('name'), message: /now readOnly/ },
    ],
  },
  'output-property-made-writeonly': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'property-removed', operation: 'createThing', location: response('name'), message: /now writeOnly/ },
    ],
  },
  'output-enum-replaced-by-anyof': {
    changeClass: 'breaking',
    breaking: [{ kind: 'enum-widened', operation: 'createThing', location: response('status') }],
  },
  'output-unknown-keyword-removed': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'keyword-not-understood',
        operation: 'createThing',
        location: response('labels'),
        message: /`dependencies` removed.*not understood/,
      },
    ],
  },
  // The first pattern merges into the property; the second stays aside as a residual allOf.
  'input-allof-patterns-added': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'constraint-tightened',
        operation: 'createThing',
        location: request('name'),
        message: /`pattern` added \("\^\[a-z\]"\)/,
      },
      {
        kind: 'constraint-tightened',
        operation: 'createThing',
        location: request('name'),
        message: /`allOf` added .*pattern.*\[a-z0-9\]\$/,
      },
    ],
  },
  // Compared with the keywords beside it, the alternative closest to the old schema makes image required and closes the object.
  'input-anyof-and-unevaluated-properties-added': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'property-made-required',
        operation: 'createThing',
        location: /^request body application\/json \(CreateThing\) › image$/,
      },
      { kind: 'closed', operation: 'createThing', location: /^request body application\/json \(CreateThing\)$/ },
    ],
  },
  'deprecated-property-sunset-unparseable': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'sunset-invalid', operation: 'createThing', location: response('name'), message: /"soon" is not a date/ },
    ],
  },
  'deprecated-webhook-sunset-removed': {
    changeClass: 'breaking',
    breaking: [{ kind: 'sunset-removed', operation: 'thingCreated', location: /^webhook$/ }],
  },
  'deprecated-operation-sunset-moved-earlier': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'sunset-moved-earlier',
        operation: 'createThing',
        location: /^operation$/,
        message: /2027-06-01 to 2027-03-01/,
      },
    ],
  },
};

const parameter = (name: string) => new RegExp(`^parameter query/${name}$`);
const unclassified = /no rule classifies it, so it counts as breaking/;

const issue31MustCatch: Record<string, Case> = {
  'parameter-list-to-single-value': {
    changeClass: 'breaking',
    breaking: [{ kind: 'type-narrowed', operation: 'listThings', location: parameter('tag'), message: /send several/ }],
  },
  // Joined by commas, a string that held a comma is now read as two values.
  'parameter-joined-string-to-list': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'serialization-changed',
        operation: 'listThings',
        location: parameter('name'),
        message: /value containing `,`/,
      },
    ],
    additive: ['type-widened'],
  },
  'parameter-allow-empty-value-added': {
    changeClass: 'breaking',
    breaking: [{ kind: 'unclassified', operation: 'listThings', location: parameter('tag'), message: unclassified }],
  },
  'json-string-and-object-swapped': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'type-changed',
        operation: 'createNote',
        location: /^request body application\/json › body$/,
      },
      { kind: 'type-changed', operation: 'createNote', location: /^response 201 application\/json › body$/ },
    ],
  },
  'output-xml-object-to-string': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'type-widened',
        operation: 'createNote',
        location: /^response 201 application\/xml › body$/,
        message: /may now be `string`/,
      },
    ],
  },
  // Only where the body is XML: the JSON response's `xml` documents nothing.
  'xml-element-renamed': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'xml-changed',
        operation: 'createNote',
        location: /^request body application\/xml › body$/,
        message: /"body".*"content"/,
      },
    ],
  },
  'input-oneof-alternative-added-overlapping': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'alternatives-overlap',
        operation: 'createThing',
        location: /^request body application\/json$/,
        message: /`#1` and `#3` .*`kind` and `name`/,
      },
      {
        kind: 'alternatives-overlap',
        operation: 'createThing',
        location: /^request body application\/json$/,
        message: /`#2` and `#3`/,
      },
    ],
    additive: ['alternative-added'],
  },
  'input-anyof-to-oneof-overlapping': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'alternatives-overlap',
        operation: 'createThing',
        location: /^request body application\/json$/,
        message: /`foo` and `bar`/,
      },
    ],
  },
  'unclassified-callback-changed': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'unclassified', operation: 'createThing', location: /^operation$/, message: /^`callbacks` changed: / },
    ],
  },
  'output-default-removed': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'default-changed',
        operation: 'createThing',
        location: response('tier'),
        message: /"standard" to nothing/,
      },
    ],
  },
  'server-url-changed': {
    changeClass: 'breaking',
    breaking: [{ kind: 'server-removed', operation: 'document', location: /^servers$/, message: /api\.example\.com/ }],
    additive: ['server-added'],
  },
};

/** What a surface relied on to ask or to wait, taken back (scripts/breaking/meaning.ts). */
const meaningMustCatch: Record<string, Case> = {
  'meaning-taken-back': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'risk-removed', operation: 'deleteThing', location: /^x-risk$/, message: /^destructive is taken back/ },
      { kind: 'starts-changed', operation: 'deleteThing', location: /^x-starts$/, message: /remove_thing/ },
    ],
  },
};

const mustPass: Record<string, Case> = {
  'output-anyof-replaced-by-enum': { changeClass: 'minor', additive: ['enum-narrowed'] },
  'input-enum-replaced-by-oneof-admitting-all': { changeClass: 'minor', additive: ['enum-widened'] },
  'output-unknown-keyword-added': { changeClass: 'minor', additive: ['keyword-not-understood'] },
  'deprecated-operation-sunset-postponed': { changeClass: 'minor', additive: ['sunset-postponed'] },
  'security-anonymous-alternative-added': { changeClass: 'minor', additive: ['security-alternative-added'] },
  'parameter-joined-integer-to-list': { changeClass: 'minor', additive: ['type-widened'] },
  'parameter-style-made-explicit': { changeClass: 'patch' },
  'input-oneof-alternative-added-disjoint': { changeClass: 'minor', additive: ['alternative-added'] },
  'unused-component-changed': { changeClass: 'minor', additive: ['component-unused'] },
  // What a call risks and starts (scripts/breaking/meaning.ts).
  'meaning-declared': { changeClass: 'minor', additive: ['risk-declared', 'starts-declared'] },
  'meaning-summary-reworded': { changeClass: 'patch' },
};

describeCases(path.join(import.meta.dirname, 'fixtures-rules'), {
  ...mustCatch,
  ...issue31MustCatch,
  ...meaningMustCatch,
  ...mustPass,
});
