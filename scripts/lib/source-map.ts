// Where a place in the bundled document comes from in the source files, following the layout of
// openapi/README.md: a path item is the file the root's `paths` entry $refs, and a component is
// components/<type>/<Name>.yaml when that file exists (the bundler names components after files).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';

export type JsonPath = readonly (string | number)[];

export function createSourceMapper(rootFile: string): (jsonPath: JsonPath) => string {
  const rootDir = path.dirname(rootFile);
  const root: unknown = parse(fs.readFileSync(rootFile, 'utf8'));
  const paths = isRecord(root) && isRecord(root.paths) ? root.paths : {};
  const relative = (file: string) => path.relative(process.cwd(), file);
  const pointer = (rest: JsonPath) => (rest.length > 0 ? ` › ${rest.join('.')}` : '');
  return (jsonPath) => {
    const [first, second, third] = jsonPath;
    if (first === 'paths' && typeof second === 'string') {
      const item = paths[second];
      if (isRecord(item) && typeof item.$ref === 'string') {
        return relative(path.resolve(rootDir, item.$ref)) + pointer(jsonPath.slice(2));
      }
    }
    if (first === 'components' && typeof second === 'string' && typeof third === 'string') {
      const file = path.join(rootDir, 'components', second, `${third}.yaml`);
      if (fs.existsSync(file)) return relative(file) + pointer(jsonPath.slice(3));
    }
    return relative(rootFile) + pointer(jsonPath);
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
