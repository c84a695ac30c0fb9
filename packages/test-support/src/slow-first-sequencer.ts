// The order test files start in: the slowest first, so that no long file starts last and keeps one
// worker busy while the other has nothing left (the gate runs two). Vitest orders by the durations of
// its previous run (node_modules/.vite), which a fresh clone does not have, and then starts the
// largest files first: the slowest are not the largest. Their durations in a gate run (a clean clone,
// seconds) are kept here; a stale figure or a renamed file changes the order only, never what runs.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of at least 12 s in the gate of 2026-11-27 at d2be107 (9 min 26 s), by project. */
const GATE_SECONDS: Record<string, number> = {
  'unit:test/breaking/release.test.ts': 59.8,
  'unit:test/docs/reference-site.test.ts': 55.4,
  'unit:packages/sandbox/test/positive-schema.test.ts': 35.0,
  'sandbox-postgres:packages/sandbox/test/positive-schema.test.ts': 30.0,
  'unit:packages/sandbox/test/fuzz.test.ts': 29.0,
  'unit:test/consumer/consumer.test.ts': 28.6,
  'unit:test/bench/servers.test.ts': 28.6,
  // The sandbox conformance projects' one file each (test/conformance/run-in-sequence.ts).
  'conformance-sandbox-postgres:test/conformance/run-in-sequence.ts': 27.2,
  'conformance-sandbox:test/conformance/run-in-sequence.ts': 27.0,
  'unit:packages/mock/test/mock-front.test.ts': 20.8,
  'unit:packages/mock/test/packed.test.ts': 20.6,
  'unit:packages/mock/test/hostile-input.test.ts': 18.6,
  'unit:packages/sandbox/test/postgres-instances.test.ts': 16.5,
  'unit:packages/cli/test/accounts-and-lists.test.ts': 15.9,
  'unit:test/cli/commands.test.ts': 15.5,
  'sandbox-postgres:packages/sandbox/test/fuzz.test.ts': 14.7,
  'unit:test/bench/postgres-engine.test.ts': 14.2,
  'unit:packages/sandbox/test/postgres-engine.test.ts': 13.3,
  'unit:packages/cli/test/exit-codes.test.ts': 13.0,
  'conformance:test/conformance/responses.test.ts': 12.2,
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
