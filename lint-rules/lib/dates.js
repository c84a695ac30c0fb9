// @ts-check
// Calendar dates (YYYY-MM-DD, UTC) for the deprecation rule and `npm run release`.

/**
 * The ISO date (YYYY-MM-DD) a value holds, or undefined.
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function isoDate(value) {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
}

/**
 * `date` plus `months` calendar months (the last day of the month when that day does not exist).
 * @param {string} date YYYY-MM-DD
 * @param {number} months
 * @returns {string}
 */
export function addMonths(date, months) {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + months, Math.min(day ?? 1, lastDay)))
    .toISOString()
    .slice(0, 10);
}
