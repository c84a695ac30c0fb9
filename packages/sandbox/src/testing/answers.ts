// What a test checks the sandbox's answers and deliveries against: the operation's path, and the
// schemas of the document. Ajv (JSON Schema 2020-12, with formats) holds the whole document once and
// compiles a schema in place by its JSON pointer (from the contract model), so its `$ref`s resolve
// against the document's components exactly as the document means them.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { mediaOf } from '@vps-hosting/api/contract';
import { contract, openapi } from '../document.js';

/** The operation's path template filled: pathOf('getServer', { server_id: 42 }) → /api/v1/servers/42/. */
export function pathOf(operationId: string, values: Record<string, string | number> = {}): string {
  return contract
    .operation(operationId)
    .path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const DOCUMENT_ID = 'urn:vps-sandbox-testing:openapi';
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    if (!ajv) {
      // strict: false, as OpenAPI adds keywords JSON Schema does not know (example, x-…).
      ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      addFormats(ajv);
      ajv.addSchema(openapi, DOCUMENT_ID);
    }
    validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
    if (!validate) throw new Error(`the document has no schema at ${pointer}`);
    validators.set(pointer, validate);
  }
  return validate;
}

/** Errors of a value against the document's schema at a JSON pointer, one line each; [] when it conforms. */
export function schemaErrors(pointer: string, value: unknown): string[] {
  const validate = validatorAt(pointer);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** Errors of a body against the documented response schema of (operation, status); [] when it conforms. */
export function responseErrors(operationId: string, status: number, body: unknown): string[] {
  const response = contract.operation(operationId).responses.find((r) => r.status === String(status));
  if (!response) return [`status ${status} is not documented for ${operationId}`];
  const media = mediaOf(response.content, 'application/json') ?? mediaOf(response.content, 'application/problem+json');
  return media?.schema ? schemaErrors(media.schema.pointer, body) : [];
}
