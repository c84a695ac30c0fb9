// The package entry point: the typed client, and every type generated from the contract.
export * from './client/index.js';
export type * from './schema.js';
// Both export a `WebhookEvent`: the client's (the union of the document's `webhooks` entries, which
// verifyWebhook returns) is the one named here; it equals the schema's `WebhookEvent` (the same
// union, written as a oneOf), as test/client/webhooks.test-d.ts checks.
export type { WebhookEvent } from './client/index.js';
