// Ajv (JSON Schema 2020-12, with formats) over the bundled document: the whole document is added once
// and a schema is compiled in place by its JSON pointer, so its $refs resolve against the document's
// components exactly as the document means them.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const DOCUMENT_ID = 'https://conformance.invalid/openapi.json';
// ajv-formats is CommonJS: under NodeNext its default import is typed as the module object, while at
// run time it is the plugin function (which also carries itself as `default`).
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const formatsModule = addFormatsModule as unknown as AddFormats & { default?: AddFormats };
const addFormats: AddFormats = formatsModule.default ?? formatsModule;

export interface SchemaError {
  /** JSON Pointer into the value that failed. */
  instancePath: string;
  /** JSON Pointer of the failing keyword in the document. */
  schemaPointer: string;
  message: string;
}

export class SchemaValidator {
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: object) {
    // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator,
    // x-…) and the document root is not a schema; they are ignored, as the 3.1 dialect says.
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.#ajv);
    this.#ajv.addSchema(document, DOCUMENT_ID);
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (!validate) throw new Error(`the document has no schema at ${pointer}`);
      this.#validators.set(pointer, validate);
    }
    return validate;
  }

  /** What is wrong with a value, measured against the schema at a pointer (empty: valid). */
  errors(pointer: string, value: unknown): SchemaError[] {
    const validate = this.#validator(pointer);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => ({
      instancePath: error.instancePath,
      schemaPointer: `${pointer}${error.schemaPath.replace(/^#/, '')}`,
      message: `${error.instancePath || '(root)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
    }));
  }

  valid(pointer: string, value: unknown): boolean {
    return this.#validator(pointer)(value) === true;
  }
}
