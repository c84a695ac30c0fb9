// The stateless level (--stateless, docs/design/conformance-kit.md#the-stateless-level): against a
// target that keeps no state and serves the document's examples (the mock), the kit runs the
// checks of src/stateless/checks.ts and those of its own that an answer to one request settles
// whatever state the target keeps (the edges, the media types, the bearer scheme in any case). Every
// other check is reported not exercised, with the reason, and never counted as passed.
import { allChecks } from '../checks/index.js';
import type { KitContract } from '../contract/document.js';
import type { RunOptions } from '../run/options.js';
import type { Check } from '../run/types.js';
import { statelessChecks } from './checks.js';

/** The kit's checks (by id prefix) that hold against a stateless target: answered before any state is read. */
export const STATELESS_KIT_CHECKS = ['edges.', 'validation.media.', 'problems.scheme-any-case.'] as const;

export const STATELESS_REASON =
  'stateless target (--stateless): the promise is about state or about an answer chosen by the request, which a mock serving examples does not keep';

function holdsStatelessly(check: Check): boolean {
  return STATELESS_KIT_CHECKS.some((prefix) => check.id.startsWith(prefix));
}

/** The checks of a run at its level: every check of the kit, or at the stateless level its own and those that hold there. */
export function checksOfLevel(contract: KitContract, options: Pick<RunOptions, 'stateless'>): Check[] {
  const checks = allChecks(contract);
  if (!options.stateless) return checks;
  const notExercised = (check: Check): Check => ({
    ...check,
    needs: [],
    run: (ctx) => ctx.notExercised(STATELESS_REASON),
  });
  return [
    ...statelessChecks(contract),
    ...checks.map((check) => (holdsStatelessly(check) ? check : notExercised(check))),
  ];
}
