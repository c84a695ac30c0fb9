// The deprecation headers (issue 12) computed from an operation of the document: the shared module
// the sandbox and the mock front use (@vps-hosting/http-edge). The sandbox's hook on a Fastify app
// serving the fixture is the sandbox's own test (packages/sandbox/test/deprecation.test.ts).
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPRECATION_HEADER, deprecationHeaders, deprecationTable, operationKey } from '@vps-hosting/http-edge';
import { DEPRECATION, LINK, SUNSET } from '../../src/client/header-names.js';
import { DEPRECATED_PATH, CURRENT_PATH, WIRE, fixture } from './support.js';

describe('deprecationHeaders', () => {
  it('gives Deprecation, Sunset and the Link to the migration note of a deprecated operation', () => {
    expect(deprecationHeaders(fixture().paths[DEPRECATED_PATH].get)).toEqual({
      Deprecation: WIRE.deprecation,
      Sunset: WIRE.sunset,
      Link: WIRE.link,
    });
  });

  it('gives nothing for an operation that is not deprecated, and no Link without externalDocs', () => {
    const document = fixture();
    expect(deprecationHeaders(document.paths[CURRENT_PATH].get)).toBeUndefined();
    const operation = document.paths[DEPRECATED_PATH].get;
    delete operation.externalDocs;
    expect(deprecationHeaders(operation)).toEqual({ Deprecation: WIRE.deprecation, Sunset: WIRE.sunset });
  });

  it('refuses a deprecated operation without valid dates, naming it', () => {
    for (const [key, value] of [
      ['x-sunset', undefined],
      ['x-deprecated-since', '2027-02-30'],
      ['x-sunset', 'soon'],
    ] as const) {
      const operation = fixture().paths[DEPRECATED_PATH].get;
      if (value === undefined) delete operation[key];
      else operation[key] = value;
      expect(() => deprecationHeaders(operation), `${key}: ${value}`).toThrow(
        /getLegacyWidget is deprecated but has no valid x-deprecated-since and x-sunset/,
      );
    }
  });

  it('finds the deprecated operations of a document by method and path, through $refs', () => {
    const document = fixture();
    document.components.pathItems = { Legacy: document.paths[DEPRECATED_PATH] };
    document.paths[DEPRECATED_PATH] = { $ref: '#/components/pathItems/Legacy' };
    const table = deprecationTable(document);
    expect([...table.keys()]).toEqual([operationKey('get', DEPRECATED_PATH)]);
    expect(table.get(`GET ${DEPRECATED_PATH}`)?.[DEPRECATION_HEADER.sunset]).toBe(WIRE.sunset);
  });
});

it('the client reads the headers the servers send, and the introduction documents them', () => {
  expect({ deprecation: DEPRECATION, sunset: SUNSET, link: LINK }).toEqual(DEPRECATION_HEADER);
  const contract = JSON.parse(fs.readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
    info: { description: string };
  };
  const section =
    contract.info.description.split(/^## /m).find((part) => part.startsWith('Versioning and changes')) ?? '';
  for (const name of Object.values(DEPRECATION_HEADER)) expect(section, name).toContain(`| \`${name}\` |`);
  for (const extension of ['x-deprecated-since', 'x-sunset']) expect(section).toContain(`\`${extension}\``);
});
