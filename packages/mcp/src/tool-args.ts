/** A tool call's arguments, as the input schema let them through. */
export type Args = Record<string, unknown>;
