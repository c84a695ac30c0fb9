// Calendar dates (YYYY-MM-DD, UTC) of the deprecation headers: the package's own, so that a product
// never imports the lint rules (lint-rules/lib/dates.js keeps the tooling's copy, plain JS for Spectral).

/** The ISO date (YYYY-MM-DD) a value holds (a string or a Date), or undefined. */
export function isoDate(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
}
