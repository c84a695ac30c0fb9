// The order test files start in: the slowest first, so that no long file starts last and keeps one
// worker busy while the other has nothing left (the gate runs two). Vitest orders by the durations of
// its previous run (node_modules/.vite), which a fresh clone does not have, and then starts the
// largest files first: the slowest are not the largest. Their durations in a gate run (a clean clone,
// seconds) are kept here; a stale figure or a renamed file changes the order only, never what runs.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of at least 12 s in the gate of 2026-11-27 at 85f4d8e (10 min 45 s), by project. */
const GATE_SECONDS: Record<string, number> = {
  'unit:test/breaking/release.test.ts': 67.2,
  'unit:test/docs/reference-site.test.ts': 55.3,
  'sandbox-postgres:packages/sandbox/test/positive-schema.test.ts': 30.7,
  'unit:test/bench/servers.test.ts': 27.8,
  // The sandbox conformance projects' one file each (test/conformance/run-in-sequence.ts): 26 and 27 s
  // with the mock's conformance files beside them.
  'conformance-sandbox-postgres:test/conformance/run-in-sequence.ts': 27,
  'conformance-sandbox:test/conformance/run-in-sequence.ts': 26,
  'unit:test/consumer/consumer.test.ts': 22.5,
  'unit:packages/mock/test/hostile-input.test.ts': 21.6,
  'unit:packages/sandbox/test/positive-schema.test.ts': 21.4,
  'unit:packages/sandbox/test/postgres-instances.test.ts': 21.3,
  'unit:packages/mock/test/packed.test.ts': 20.5,
  'unit:test/cli/commands.test.ts': 18.9,
  'unit:packages/sandbox/test/fuzz.test.ts': 18.4,
  'unit:packages/sandbox/test/postgres-engine.test.ts': 16.0,
  'unit:packages/cli/test/exit-codes.test.ts': 15.3,
  'unit:packages/mcp/test/stdio.test.ts': 14.9,
  'unit:packages/cli/test/files-and-pages.test.ts': 14.7,
  'unit:packages/mock/test/mock-front.test.ts': 14.7,
  'sandbox-postgres:packages/sandbox/test/fuzz.test.ts': 14.6,
  'unit:packages/cli/test/accounts-and-lists.test.ts': 14.2,
  'unit:test/bench/typecheck.test.ts': 13.1,
  'unit:test/bench/postgres-engine.test.ts': 12.4,
  'unit:test/docs/code-samples.test.ts': 12.2,
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
