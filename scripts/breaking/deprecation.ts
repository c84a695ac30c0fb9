// The deprecation promise: an operation, parameter, webhook or property deprecated with an
// `x-sunset` date tells clients it keeps working until then. Taking the date back (removing it,
// making it something that is not a date) or moving it earlier breaks that promise; moving it later
// is additive. Deprecating something anew is reported by the rule that compares it.
import type { Json, JsonObject } from './document.js';
import type { Report } from './findings.js';
import { isoDate } from '../../lint-rules/lib/dates.js';

export function compareSunset(before: JsonObject, after: JsonObject, location: string, report: Report): void {
  if (before.deprecated !== true || after.deprecated !== true) return;
  const announced = isoDate(before['x-sunset']);
  if (announced === undefined) return;
  const raw: Json | undefined = after['x-sunset'];
  const sunset = isoDate(raw);
  const promise = `clients were told it works until ${announced}`;
  if (raw === undefined) {
    report({
      level: 'breaking',
      kind: 'sunset-removed',
      location,
      message: `deprecated, and its x-sunset (${announced}) was removed: ${promise}`,
    });
  } else if (sunset === undefined) {
    report({
      level: 'breaking',
      kind: 'sunset-invalid',
      location,
      message: `x-sunset ${JSON.stringify(raw)} is not a date (YYYY-MM-DD): ${promise}`,
    });
  } else if (sunset < announced) {
    report({
      level: 'breaking',
      kind: 'sunset-moved-earlier',
      location,
      message: `x-sunset moved from ${announced} to ${sunset}: ${promise}`,
    });
  } else if (sunset > announced) {
    report({
      level: 'additive',
      kind: 'sunset-postponed',
      location,
      message: `x-sunset moved from ${announced} to ${sunset}`,
    });
  }
}
