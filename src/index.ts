// The package entry point: the typed client, and every type generated from the contract.
export * from './client/index.js';
export type * from './schema.js';
