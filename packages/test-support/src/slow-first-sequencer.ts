// The order test files start in: the slowest first, so that no long file starts last and keeps one
// worker busy while the other has nothing left (the gate runs two). Vitest orders by the durations of
// its previous run (node_modules/.vite), which a fresh clone does not have, and then starts the
// largest files first: the slowest are not the largest. Their durations in a gate run (a clean clone,
// seconds) are kept here; a stale figure or a renamed file changes the order only, never what runs.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of at least 15 s in the gate of 2026-11-27 (before the cuts of issue 27), by project. */
const GATE_SECONDS: Record<string, number> = {
  'unit:test/docs/reference-site.test.ts': 84.5,
  'unit:test/breaking/release.test.ts': 77.5,
  'sandbox-postgres:packages/sandbox/test/positive-schema.test.ts': 53.3,
  'unit:test/bench/servers.test.ts': 41.9,
  'unit:test/cli/commands.test.ts': 34.1,
  'unit:packages/mcp/test/actions.test.ts': 32.7,
  'sandbox-postgres:packages/sandbox/test/fuzz.test.ts': 31.0,
  'unit:packages/cli/test/journey.test.ts': 29.0,
  'unit:packages/mcp/test/default-tools.test.ts': 27.1,
  'unit:packages/sandbox/test/postgres-instances.test.ts': 25.4,
  'unit:test/consumer/consumer.test.ts': 24.6,
  'unit:packages/sandbox/test/positive-schema.test.ts': 23.9,
  'unit:packages/mock/test/hostile-input.test.ts': 22.2,
  'unit:packages/cli/test/exit-codes.test.ts': 21.6,
  'unit:packages/mock/test/packed.test.ts': 20.5,
  'unit:packages/sandbox/test/fuzz.test.ts': 19.8,
  'unit:test/bench/typecheck.test.ts': 19.0,
  'unit:packages/sandbox/test/postgres-engine.test.ts': 17.6,
  'unit:packages/sandbox/test/hosted-refusals.test.ts': 16.5,
  'unit:packages/cli/test/terminal.test.ts': 15.7,
  'unit:test/bench/postgres-engine.test.ts': 15.1,
  'unit:packages/mcp/test/confirmation.test.ts': 15.0,
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
