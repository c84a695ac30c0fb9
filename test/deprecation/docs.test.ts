// The reference site shows when deprecated things stop working: the docs bundle of the fixture
// contract starts the description of its deprecated operation, parameter and property with the dates.
import { describe, expect, it } from 'vitest';
import { docsBundle } from '../../scripts/docs/docs-bundle.js';
import { operations, type Document } from '../../scripts/docs/openapi.js';
import { CURRENT_PATH, DEPRECATED_PATH, fixture } from './support.js';

const groups = [{ name: 'Widgets', tags: ['Widgets'] }];

describe('the docs bundle of a contract with deprecations', () => {
  const contract = fixture() as Document;
  const before = JSON.stringify(contract);
  const bundle = docsBundle(contract, groups) as ReturnType<typeof fixture>;

  it('starts a deprecated operation with its dates and migration note', () => {
    expect(bundle.paths[DEPRECATED_PATH].get.description).toBe(
      '**Deprecated since 2027-01-15: stops working on 2027-07-15.** See [the migration note](https://docs.example.test/migrations/legacy-widgets).\n\nReturns a widget.',
    );
  });

  it('does the same for a deprecated parameter and a deprecated property', () => {
    const [order] = bundle.paths[CURRENT_PATH].get.parameters;
    expect(order.description).toBe('**Deprecated since 2027-02-01: stops working on 2027-08-01.**\n\nThe sort order.');
    expect(bundle.components.schemas.Widget.properties.label.description).toBe(
      "**Deprecated since 2027-03-01: stops working on 2027-09-01.**\n\nThe widget's name, under its old field name.",
    );
  });

  it('leaves what is not deprecated, and the contract itself, as they are', () => {
    expect(JSON.stringify(contract)).toBe(before);
    const original = fixture();
    expect(bundle.paths[CURRENT_PATH].get.description).toBe(original.paths[CURRENT_PATH].get.description);
    expect(bundle.components.schemas.Widget.properties.name).toEqual(
      original.components.schemas.Widget.properties.name,
    );
    expect(bundle.paths[DEPRECATED_PATH].get.responses).toEqual(original.paths[DEPRECATED_PATH].get.responses);
    const notes = JSON.stringify(bundle).match(/\*\*Deprecated since/g) ?? [];
    expect(notes).toHaveLength(3);
  });

  it('adds each note once, also when the bundle is made from a bundle', () => {
    const again = docsBundle(structuredClone(bundle) as Document, groups);
    for (const { path, method } of operations(again)) {
      expect(again.paths[path]?.[method]).toMatchObject({
        description: (bundle.paths[path] as Record<string, { description: string }>)[method]!.description,
      });
    }
  });
});
