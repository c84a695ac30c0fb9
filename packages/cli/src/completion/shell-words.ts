// The words of a command line as a POSIX shell splits them (quotes and backslashes), for bash, which
// hands `vps complete` its raw line: its own COMP_WORDS splits `--output=json` at the `=`.

/** The line's words; the last is the word being completed (`''` after a space). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let started = false;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      started = true;
    } else if (char === '\\' && i + 1 < line.length) {
      word += line[++i];
      started = true;
    } else if (char === ' ' || char === '\t' || char === '\n') {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += char;
      started = true;
    }
  }
  words.push(word);
  return words;
}

/**
 * What bash replaces of the word being completed: the text after its last `=` or `:` (readline's
 * word breaks). A candidate for `--output=js` is then written `json`.
 */
export function bashReplaced(current: string, candidate: string): string {
  const cut = Math.max(current.lastIndexOf('='), current.lastIndexOf(':')) + 1;
  return cut > 0 && candidate.startsWith(current.slice(0, cut)) ? candidate.slice(cut) : candidate;
}
