// Ajv (JSON Schema 2020-12, with formats) over the bundled document: the whole document is added
// once, and a schema is compiled in place by its JSON pointer, so its $refs resolve against the
// document's components exactly as the document means them.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { loadDocument, type Json } from './document.js';

const DOCUMENT_ID = 'https://conformance.invalid/openapi.json';
// ajv-formats is CommonJS: under NodeNext its default import is typed as the module object, while
// at run time it is the plugin function (which also carries itself as `default`).
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const formatsModule = addFormatsModule as unknown as AddFormats & { default?: AddFormats };
const addFormats: AddFormats = formatsModule.default ?? formatsModule;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (ajv) return ajv;
  // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator,
  // x-…) and the document root is not a schema; they are ignored, as the 3.1 dialect says.
  ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(loadDocument() as object, DOCUMENT_ID);
  return ajv;
}

/** The validator of the schema at a JSON pointer of the document (compiled once). */
export function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    const compiled = instance().getSchema(`${DOCUMENT_ID}#${pointer}`);
    if (!compiled) throw new Error(`no schema at ${pointer}`);
    validate = compiled;
    validators.set(pointer, validate);
  }
  return validate;
}

/** The validation errors of a value against the schema at a pointer, one line each (empty: valid). */
export function schemaErrors(pointer: string, value: Json | undefined): string[] {
  const validate = validatorAt(pointer);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
  );
}

export function isValid(pointer: string, value: Json | undefined): boolean {
  return validatorAt(pointer)(value) === true;
}
