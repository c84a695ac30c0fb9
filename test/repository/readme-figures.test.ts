// The root README repeats figures that a package's own README states (and that package's tests
// check): they must agree, so that one cannot change without the other.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

it("gives the MCP server's default number of tools as packages/mcp/README.md does", () => {
  const own = /The default is (\d+) tools/.exec(read('packages/mcp/README.md'))?.[1];
  const repeated = /table of operations \((\d+) by default/.exec(read('README.md'))?.[1];
  expect(own).toBeDefined();
  expect(repeated).toBe(own);
});
