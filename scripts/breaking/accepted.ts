// Changes no rule classifies, accepted by a person: the gate counts each `unclassified` finding
// (unclassified.ts) as breaking until a rule classifies it or it is listed here. An acceptance holds
// for the comparison with one release only (`since`), names the finding exactly as the gate reports
// it (its operation and location, as `npm run lint` and `npm run release` print them), says what the
// change is taken to be, and why. Only `unclassified` findings can be accepted: a change a rule calls
// breaking stays breaking.
import type { Finding, Level } from './findings.js';
import { UNCLASSIFIED } from './unclassified.js';

export interface Acceptance {
  /** The release the working bundle is compared with (`releases/<since>/`). */
  since: string;
  /** The finding's operation (`POST /api/v1/servers/ (createServer)`, or `document`) and location. */
  operation: string;
  location: string;
  /** What the person judged the change to be. */
  as: Exclude<Level, 'breaking'>;
  /** Why, in a sentence: the report shows it. */
  why: string;
}

/** The acceptances in force (empty: no unclassified change is accepted). */
export const ACCEPTED: readonly Acceptance[] = [];

/** The findings with each accepted `unclassified` one counted as its acceptance says. */
export function applyAcceptances(findings: Finding[], since: string, accepted: readonly Acceptance[]): Finding[] {
  return findings.map((finding) => {
    if (finding.kind !== UNCLASSIFIED) return finding;
    const acceptance = accepted.find(
      (entry) => entry.since === since && entry.operation === finding.operation && entry.location === finding.location,
    );
    if (!acceptance) return finding;
    const what = finding.message.split(': no rule classifies it')[0] ?? finding.message;
    return {
      ...finding,
      level: acceptance.as,
      kind: 'unclassified-accepted',
      message: `${what}: no rule classifies it; accepted as ${acceptance.as} (scripts/breaking/accepted.ts): ${acceptance.why}`,
    };
  });
}
