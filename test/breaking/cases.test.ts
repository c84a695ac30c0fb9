// One test per fixture pair (test/breaking/fixtures/<case>/after.yaml against base.yaml, or the
// case's own before.yaml): the change class and the findings the gate reports. The table is the
// issue's list of changes that must be caught and of changes that must pass.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { compareContracts } from '../../scripts/breaking/compare.js';
import { describeCases, type Case } from './case-table.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');

const mustCatch: Record<string, Case> = {
  'removed-operation': {
    changeClass: 'breaking',
    breaking: [{ kind: 'operation-removed', operation: 'deleteServer', location: /^operation$/ }],
  },
  'removed-path-parameter': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'path-parameter-removed', operation: 'getServer', location: /^path$/ },
      { kind: 'path-parameter-removed', operation: 'deleteServer', location: /^path$/ },
    ],
  },
  'renamed-path-parameter': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'path-parameter-renamed', operation: 'getServer', location: /server_id/ },
      { kind: 'path-parameter-renamed', operation: 'deleteServer', location: /server_id/ },
    ],
  },
  'new-required-request-property': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'required-property-added',
        operation: 'createServer',
        location: /request body application\/json › region$/,
      },
    ],
  },
  'optional-request-property-made-required': {
    changeClass: 'breaking',
    breaking: [{ kind: 'property-made-required', operation: 'createServer', location: /› image$/ }],
  },
  'new-required-parameter': {
    changeClass: 'breaking',
    breaking: [{ kind: 'required-parameter-added', operation: 'listServers', location: /query\/region/ }],
  },
  'optional-parameter-made-required': {
    changeClass: 'breaking',
    breaking: [{ kind: 'parameter-made-required', operation: 'listServers', location: /query\/limit/ }],
  },
  'narrowed-enum-input': {
    changeClass: 'breaking',
    breaking: [{ kind: 'enum-narrowed', operation: 'createServer', location: /› image$/ }],
  },
  'tightened-max-length-input': {
    changeClass: 'breaking',
    breaking: [{ kind: 'constraint-tightened', operation: 'createServer', location: /› name$/ }],
  },
  'tightened-pattern-input': {
    changeClass: 'breaking',
    breaking: [{ kind: 'constraint-tightened', operation: 'createServer', location: /› name$/ }],
  },
  'tightened-minimum-input': {
    changeClass: 'breaking',
    breaking: [{ kind: 'constraint-tightened', operation: 'createServer', location: /› disk_gb$/ }],
  },
  'removed-response-property': {
    changeClass: 'breaking',
    breaking: ['listServers', 'createServer', 'getServer', 'deleteServer'].map((operation) => ({
      kind: 'property-removed',
      operation,
      location: /^response 20[01] application\/json › (data\[\] › )?labels$/,
    })),
  },
  'widened-enum-output': {
    changeClass: 'breaking',
    breaking: ['listServers', 'createServer', 'getServer', 'deleteServer'].map((operation) => ({
      kind: 'enum-widened',
      operation,
      location: /^response 20[01] application\/json › (data\[\] › )?status$/,
    })),
    // The same enum as a query parameter (input) accepts one value more: additive.
    additive: ['enum-value-added'],
  },
  'changed-property-type': {
    changeClass: 'breaking',
    breaking: ['listServers', 'createServer', 'getServer', 'deleteServer'].map((operation) => ({
      kind: 'type-changed',
      operation,
      location: /› id$/,
    })),
  },
  'removed-response-status': {
    changeClass: 'breaking',
    breaking: [{ kind: 'response-removed', operation: 'getServer', location: /^response 404$/ }],
  },
  'removed-response-header': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'response-header-removed',
        operation: 'getServer',
        location: /^response 200 header X-RateLimit-Remaining$/,
      },
    ],
  },
  'removed-security-scope-alternative': {
    changeClass: 'breaking',
    breaking: [{ kind: 'security-alternative-removed', operation: 'listServers', location: /^security$/ }],
  },
  // The webhooks section: the API sends, receivers read (output).
  'removed-webhook': {
    changeClass: 'breaking',
    breaking: [{ kind: 'webhook-removed', operation: 'serverDeleted', location: /^webhook$/ }],
  },
  'removed-webhook-payload-property': {
    changeClass: 'breaking',
    breaking: [
      {
        kind: 'property-removed',
        operation: 'serverStatusChanged',
        location: /^request body application\/json › data › from$/,
      },
      // getEvent returns the same event schema through the WebhookEvent union.
      { kind: 'property-removed', operation: 'getEvent', location: /› data › from$/ },
    ],
  },
  'removed-webhook-header': {
    changeClass: 'breaking',
    breaking: [
      { kind: 'webhook-header-removed', operation: 'serverStatusChanged', location: /^header webhook-signature$/ },
      { kind: 'webhook-header-removed', operation: 'serverDeleted', location: /^header webhook-signature$/ },
    ],
  },
};

const mustPass: Record<string, Case> = {
  'added-optional-request-property': { changeClass: 'minor', additive: ['property-added'] },
  'added-operation': { changeClass: 'minor', additive: ['operation-added'] },
  'added-response-property': { changeClass: 'minor', additive: ['property-added'] },
  'description-only': { changeClass: 'patch' },
  'added-example': { changeClass: 'patch' },
  'added-enum-value-input': { changeClass: 'minor', additive: ['enum-value-added'] },
  'deprecated-operation': { changeClass: 'minor', additive: ['deprecated'] },
  // A response enum declared open-ended may gain values.
  'widened-extensible-enum-output': { changeClass: 'minor', additive: ['enum-widened', 'enum-value-added'] },
  // A new event type; the event union it joins is declared extensible, so getEvent may return it.
  'added-webhook': { changeClass: 'minor', additive: ['webhook-added', 'alternative-added'] },
};

describeCases(fixtures, { ...mustCatch, ...mustPass });

it('finds nothing between a document and itself', () => {
  const load = () => parse(fs.readFileSync(path.join(fixtures, 'base.yaml'), 'utf8')) as Record<string, never>;
  expect(compareContracts(load(), load())).toEqual({ findings: [], changeClass: 'none', docsChanges: [] });
});
