// The route table is the document's operation list: every operation has a handler and nothing else does.
import { describe, expect, it } from 'vitest';
import { handlers } from '../src/domain/handlers/index.js';
import { doc } from './helpers.js';

const documented: string[] = Object.values<Record<string, { operationId?: string }>>(doc.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])),
);

describe('route table', () => {
  it('has a handler for every operation of the document', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((id) => !(id in handlers))).toEqual([]);
  });
  it('has no handler the document does not define', () => {
    expect(Object.keys(handlers).filter((id) => !documented.includes(id))).toEqual([]);
  });
});
