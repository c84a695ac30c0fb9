// The keys of each object of an operation that the gate's rules read; any other key that changed
// is compared whole and, when it differs, is an unclassified breaking finding (unclassified.ts).
/** The keys of an operation (or a webhook's) the rules read; the others are compared whole, fail closed. */
export const OPERATION_KEYS = ['operationId', 'deprecated', 'parameters', 'requestBody', 'responses', 'security'];
export const PATH_ITEM_KEYS = [
  'get',
  'put',
  'post',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
  'parameters',
  'servers',
];
/** The keys of a parameter the rules read. */
export const PARAMETER_KEYS = [
  'name',
  'in',
  'required',
  'deprecated',
  'style',
  'explode',
  'allowReserved',
  'schema',
  'content',
];
/** The keys of a media type object the rules read (`encoding` is compared whole). */
export const MEDIA_KEYS = ['schema'];
export const BODY_KEYS = ['required', 'content'];
export const RESPONSE_KEYS = ['headers', 'content'];
export const HEADER_KEYS = ['required', 'deprecated', 'style', 'explode', 'schema', 'content'];
