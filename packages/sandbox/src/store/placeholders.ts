// `?` placeholders to PostgreSQL's `$1, $2, …`, counting only the `?` that stand outside string
// literals ('…', E'…'), quoted identifiers ("…"), dollar-quoted bodies ($$…$$, $tag$…$tag$) and
// comments (-- …, nested /* … */).

const cache = new Map<string, { text: string; count: number }>();
const CACHE_LIMIT = 2_000;

/** The statement with its `?` numbered, and how many there were. */
export function numberPlaceholders(sql: string): { text: string; count: number } {
  const hit = cache.get(sql);
  if (hit) return hit;
  const converted = convert(sql);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(sql, converted);
  return converted;
}

const TAG = /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/;

function convert(sql: string): { text: string; count: number } {
  let out = '';
  let count = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === '?') {
      out += `$${++count}`;
      i++;
    } else if (c === "'") {
      // E'…' strings take backslash escapes; all strings take '' for a quote.
      const escapes = i > 0 && /[Ee]/.test(sql[i - 1]!) && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? '');
      const end = skipQuoted(sql, i, "'", escapes);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '"') {
      const end = skipQuoted(sql, i, '"', false);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && next === '-') {
      const newline = sql.indexOf('\n', i);
      const end = newline === -1 ? n : newline + 1;
      out += sql.slice(i, end);
      i = end;
    } else if (c === '/' && next === '*') {
      const end = skipBlockComment(sql, i);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '$' && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      const tag = TAG.exec(sql.slice(i, i + 64));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        const end = close === -1 ? n : close + tag[0].length;
        out += sql.slice(i, end);
        i = end;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return { text: out, count };
}

/** The index just past the closing quote (a doubled quote is part of the text). */
function skipQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') i += 2;
    else if (c === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

/** PostgreSQL's block comments nest. */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth++;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return sql.length;
}
