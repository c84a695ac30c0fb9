// The order test files start in: the slowest first, so that no long file starts last and keeps one
// worker busy while the other has nothing left (the gate runs two). Vitest orders by the durations of
// its previous run (node_modules/.vite), which a fresh clone does not have, and then starts the
// largest files first: the slowest are not the largest. Their durations in a gate run (a clean clone,
// seconds) are kept here; a stale figure or a renamed file changes the order only, never what runs.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files of at least 30 s in the gate of 2026-12-02 at 940e006 (26 min, on a machine loaded by other
 *  work), by project; the kit's full run doubled (it runs on SQLite and PostgreSQL since) and its stateless
 *  run (new since) estimated. */
const GATE_SECONDS: Record<string, number> = {
  'unit:test/docs/reference-site.test.ts': 246.6,
  'unit:packages/conformance/test/full-run.test.ts': 116.3,
  'sandbox-postgres:packages/sandbox/test/positive-schema.test.ts': 104.9,
  'unit:test/consumer/consumer.test.ts': 103.9,
  'unit:test/breaking/release.test.ts': 103.3,
  'unit:packages/sandbox/test/fuzz.test.ts': 98.1,
  'unit:packages/mock/test/packed.test.ts': 93.4,
  'unit:test/cli/commands.test.ts': 82.5,
  'unit:packages/sandbox/test/positive-schema.test.ts': 79.7,
  'unit:packages/mock/test/hostile-input.test.ts': 73.6,
  'unit:test/repository/readme-commands.test.ts': 71.8,
  'unit:packages/sandbox/test/postgres-instances.test.ts': 66.8,
  'unit:packages/mock/test/mock-front.test.ts': 64.6,
  'unit:test/bench/servers.test.ts': 60.4,
  'unit:packages/conformance/test/stateless.test.ts': 60.0,
  'unit:test/repository/quick-start.test.ts': 58.9,
  'unit:packages/conformance/test/state-machines.test.ts': 52.9,
  'sandbox-postgres:packages/sandbox/test/fuzz.test.ts': 45.0,
  'unit:packages/conformance/test/packed.test.ts': 44.6,
  'unit:packages/conformance/test/writes.test.ts': 32.9,
  'unit:packages/conformance/test/cooperative.test.ts': 30.8,
  'unit:packages/conformance/test/tenancy.test.ts': 30.6,
  'unit:packages/conformance/test/webhooks.test.ts': 30.1,
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
