// Generate step: TypeScript types of the bundled document, with openapi-typescript.
// Flags, and why:
//   rootTypes + rootTypesNoSchemaPrefix: every schema is also exported by its own name
//     (`Server`, `ServerStatus`), the same name as its file under openapi/components/schemas/;
//     other components keep a prefix (`ParameterServerId`, `HeaderLocation`), so names never clash.
//   alphabetize: a stable order, so a diff of schema.d.ts shows only real contract changes.
//   defaultNonNullable: false: a request field with a `default` stays optional for the caller
//     (the server fills it in); otherwise openapi-typescript would make it required.
//   no enumValues: the output is a declaration file (no runtime code); the value lists are in
//     the bundled document, which the package exports as JSON.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Types of the VPS Hosting Management API, generated from generated/openapi.yaml by
 * openapi-typescript (scripts/generate/types.ts). Do not edit: change openapi/ and run
 * \`npm run generate\`.
 */

`;

/** Writes `schema.d.ts` into `outDir` from the bundled document `bundleFile`. */
export async function types(bundleFile: string, outDir: string): Promise<string[]> {
  const ast = await openapiTS(pathToFileURL(path.resolve(bundleFile)), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    alphabetize: true,
    defaultNonNullable: false,
  });
  const file = path.join(outDir, 'schema.d.ts');
  fs.writeFileSync(file, HEADER + astToString(ast));
  return [file];
}
