// The deprecation fixture (test/deprecation/fixture.yaml) and its parts.
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, any>;

export const FIXTURE_FILE = fileURLToPath(new URL('./fixture.yaml', import.meta.url));

/** A fresh copy of the fixture document. */
export function fixture(): Json {
  return parse(fs.readFileSync(FIXTURE_FILE, 'utf8')) as Json;
}

/** The fixture's deprecated operation and its path template. */
export const DEPRECATED_PATH = '/api/v1/legacy-widgets/{widget_id}/';
export const CURRENT_PATH = '/api/v1/widgets/';

// What the fixture's dates are on the wire, worked out by hand (GNU date), not by the code under test:
// x-deprecated-since 2027-01-15 → `date -u -d 2027-01-15 +%s`; x-sunset 2027-07-15 → `date -u -R -d 2027-07-15`.
export const WIRE = {
  deprecation: '@1799971200',
  sunset: 'Thu, 15 Jul 2027 00:00:00 GMT',
  link: '<https://docs.example.test/migrations/legacy-widgets>; rel="deprecation"',
};
