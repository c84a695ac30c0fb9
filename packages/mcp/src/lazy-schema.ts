// A JSON Schema as the SDK's fromJsonSchema wraps it, compiled (Ajv) on its first validation instead of
// at once: tools/list reads only the schema, and a start compiled every registered tool's (README.md
// "Start-up"). Same validator, same messages; a tool's schemas compile once, when it is first called.
import { fromJsonSchema, type JsonSchemaType, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';

export function lazyJsonSchema(schema: JsonSchemaType): StandardSchemaWithJSON {
  let compiled: StandardSchemaWithJSON | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcp', // fromJsonSchema's
      jsonSchema: { input: () => schema, output: () => schema },
      validate: (data) => {
        compiled ??= fromJsonSchema(schema);
        return compiled['~standard'].validate(data);
      },
    },
  };
}
