// What a call risks and starts, as the reference site shows it (docs/design/operation-meaning.md,
// "On the reference site"): badges in the operation's heading, its sidebar entry and its search
// result (Redoc's `x-badges`), and the risks' summaries at the start of its description (Redoc
// shows no tooltip for an operation's badge). Derived from `x-risk` and `x-starts` in the docs
// bundle only: the published bundle keeps the extensions and nothing of this.
import type { RiskCondition, RiskKind, RiskSpec, StartsSpec } from '../../src/operation-table.js';
import { RISK_KINDS } from '../../src/contract/meaning.js';

/** One entry of Redoc's `x-badges`: `color` is one of its tag colours (`tag-<color>` classes). */
export interface Badge {
  name: string;
  color: string;
}

/** The words and colour of each risk kind's badge. */
export const RISK_BADGES: Readonly<Record<RiskKind, Badge>> = {
  destructive: { name: 'Destroys data', color: 'red' },
  disruptive: { name: 'Interrupts service', color: 'orange' },
  paid: { name: 'Costs money', color: 'purple' },
  secret: { name: 'Reveals a secret', color: 'magenta' },
};

/** The badge of an operation that starts an action. */
export const STARTS_BADGE: Readonly<Badge> = { name: 'Starts an action', color: 'blue' };

/** A condition in a reader's words: `deletes` (sent), `enabled: true` (that value). */
export function conditionWords(when: RiskCondition): string {
  return 'present' in when ? when.field : `${when.field}: ${JSON.stringify(when.equals)}`;
}

/**
 * The badges of an operation: one per kind it risks (in RISK_KINDS order), naming the conditions
 * when every entry of that kind has one ("Destroys data (with deletes or patches)"), then "Starts an
 * action" if it starts one.
 */
export function operationBadges(risks: readonly RiskSpec[], starts: StartsSpec | undefined): Badge[] {
  const badges: Badge[] = [];
  for (const kind of RISK_KINDS) {
    const entries = risks.filter((risk) => risk.kind === kind);
    if (entries.length === 0) continue;
    const { name, color } = RISK_BADGES[kind];
    const always = entries.some((risk) => risk.when === undefined);
    const conditions = [...new Set(entries.flatMap((risk) => (risk.when ? [conditionWords(risk.when)] : [])))];
    badges.push({ name: always ? name : `${name} (with ${conditions.join(' or ')})`, color });
  }
  if (starts) badges.push({ ...STARTS_BADGE });
  return badges;
}

/** The Markdown that starts the description: one line per risk, its kind's words, its condition
 *  and its summary ("**Costs money** (with enabled: true): Turns automatic backups on, …"). */
export function riskNote(risks: readonly RiskSpec[]): string | undefined {
  if (risks.length === 0) return undefined;
  const line = (risk: RiskSpec) =>
    `**${RISK_BADGES[risk.kind].name}**${risk.when ? ` (with ${conditionWords(risk.when)})` : ''}: ${risk.summary}`;
  // Two trailing spaces: a line break inside one paragraph.
  return risks.map(line).join('  \n');
}
