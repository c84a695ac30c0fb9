// What the breaking-change gate reports: one finding per change, with the operation it affects,
// where in that operation, and why it matters to a client or a server written against the release.

/** breaking: refused; additive: needs a minor release; docs: descriptions and examples (patch). */
export type Level = 'breaking' | 'additive' | 'docs';

export interface Finding {
  level: Level;
  /** A stable name for the kind of change (e.g. `operation-removed`, `enum-narrowed`). */
  kind: string;
  /** `METHOD /path/ (operationId)`, or `document` for changes outside operations. */
  operation: string;
  /** Where in the operation: `request body application/json › name`, `response 404`, … */
  location: string;
  /** What changed and why it breaks (or does not). */
  message: string;
  /** For `operation-added`, `webhook-added` and `deprecated`: the names the CHANGELOG may use to mention it. */
  names?: string[];
  /** For `deprecated`: the `x-sunset` it carries, if any. */
  sunset?: unknown;
}

/** The change class of a whole comparison, which decides the version bump. */
export type ChangeClass = 'breaking' | 'minor' | 'patch' | 'none';

export type Report = (finding: Omit<Finding, 'operation'>) => void;
