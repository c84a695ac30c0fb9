// The order test files start in: the slowest first, so that no long file starts last and keeps one
// worker busy while the other has nothing left (the gate runs two). Vitest orders by the durations of
// its previous run (node_modules/.vite), which a fresh clone does not have, and then starts the
// largest files first: the slowest are not the largest. Their durations in a gate run (a clean clone,
// seconds) are kept here; a stale figure or a renamed file changes the order only, never what runs.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of at least 15 s in the gate of 2026-11-27 at a0132f6 (12 min 38 s), by project. */
const GATE_SECONDS: Record<string, number> = {
  'unit:test/breaking/release.test.ts': 71.4,
  'unit:test/docs/reference-site.test.ts': 52.4,
  'unit:packages/sandbox/test/fuzz.test.ts': 34.1,
  'unit:packages/sandbox/test/positive-schema.test.ts': 33.2,
  'sandbox-postgres:packages/sandbox/test/positive-schema.test.ts': 31.4,
  'unit:test/bench/servers.test.ts': 28.1,
  'unit:packages/cli/test/journey.test.ts': 26.6,
  'unit:packages/mcp/test/default-tools.test.ts': 26.3,
  'unit:packages/mcp/test/actions.test.ts': 25.6,
  'unit:packages/cli/test/terminal.test.ts': 24.1,
  'unit:test/consumer/consumer.test.ts': 21.7,
  'unit:packages/cli/test/exit-codes.test.ts': 21.4,
  'unit:packages/mock/test/packed.test.ts': 20.1,
  'unit:packages/mcp/test/confirmation.test.ts': 19.7,
  'unit:packages/mcp/test/errors.test.ts': 17.4,
  'unit:packages/cli/test/accounts-and-lists.test.ts': 17.4,
  'unit:packages/mock/test/mock-front.test.ts': 16.7,
  'unit:packages/cli/test/creates.test.ts': 15.4,
  'unit:packages/mcp/test/stdio.test.ts': 15.3,
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) =>
      GATE_SECONDS[`${file.project.name}:${relative(root, file.moduleId)}`] ?? 0;
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // Within a group (groups run one after another), the slow files first, the others in Vitest's order.
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort(
      (a, b) => group(a) - group(b) || seconds(b) - seconds(a) || position.get(a)! - position.get(b)!,
    );
  }
}
