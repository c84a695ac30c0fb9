// `vps complete [--shell bash|zsh|fish] [--line LINE] -- WORDS…`: what the scripts (scripts.ts) ask on
// each Tab. Answers one candidate a line, `value<TAB>description` (bash: the value only, cut where
// bash's own word starts), then `:<directive>`. Only the group being completed is built; the API is
// asked (through the minute-long cache, list-cache.ts) only for the values of the spot being completed.
import type { Command } from 'commander';
import { readConfig } from '../config/config-file.js';
import { resolveCredentials } from '../config/credentials.js';
import { EXIT } from '../run/exit-codes.js';
import { locate } from './locate.js';
import { NO_FILES, isShell, type Shell } from './scripts.js';
import { bashReplaced, shellWords } from './shell-words.js';
import { sourcesAt, type Candidate, type Source } from './value-sources.js';

interface Request {
  shell: Shell | undefined;
  words: string[];
}

function parseRequest(args: readonly string[]): Request {
  let shell: Shell | undefined;
  let line: string | undefined;
  let i = 0;
  for (; i < args.length && args[i] !== '--'; i++) {
    const value = args[i + 1];
    if (args[i] === '--shell' && value !== undefined && isShell(value)) shell = value;
    if (args[i] === '--line') line = value ?? '';
    if (args[i] === '--shell' || args[i] === '--line') i++;
  }
  const words = line !== undefined ? shellWords(line).slice(1) : args.slice(i + 1);
  return { shell, words: words.length > 0 ? words : [''] };
}

/** `--context NAME` among the words typed, for the credentials a name list is read with. */
function contextOf(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '--context') return words[i + 1];
    if (words[i]!.startsWith('--context=')) return words[i]!.slice('--context='.length);
  }
  return undefined;
}

/** The first word naming a group (`servers`), skipping global flags and their values. */
function groupOf(done: readonly string[]): string {
  for (let i = 0; i < done.length; i++) {
    const word = done[i]!;
    if (word === '-o' || word === '--output' || word === '--context') i++;
    else if (!word.startsWith('-')) return word;
  }
  return '';
}

/** The source's candidates; undefined when the API could not be asked (no credentials, no answer). */
async function candidatesOf(source: Source, done: readonly string[]): Promise<Candidate[] | undefined> {
  const plain = (values: string[]) => values.map((value) => ({ value, description: '' }));
  if (source.kind === 'values') return source.values;
  if (source.kind === 'contexts') return plain(Object.keys(readConfig().contexts));
  if (source.kind === 'free') return [];
  if (source.kind === 'columns') {
    // The response schemas load only here, as for help.
    const { answerColumns } = await import('../output/response-shape.js');
    const { success } = source.spec.operation;
    const list = success.kind === 'list';
    const { paths } = answerColumns(list ? success.itemSchemaName : success.schemaName, list);
    return plain(paths.filter((path) => !source.chosen.includes(path)).map((path) => `${source.head}${path}`));
  }
  let credentials: ReturnType<typeof resolveCredentials>;
  try {
    credentials = resolveCredentials(contextOf(done));
  } catch {
    return undefined;
  }
  const { listValues } = await import('./list-cache.js');
  const values = await listValues(credentials, source.operation, source.key);
  return values && plain(values);
}

const oneLine = (text: string): string => {
  const line = text.split('\n')[0]!.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

export interface Answer {
  lines: string[];
  /** Every source could say (an answer short of the API's names is not kept). */
  complete: boolean;
}

/** The answer's lines; `build(group)` makes the tree with that group's commands (and the tool's own). */
export async function completionLines(
  args: readonly string[],
  build: (group: string) => Promise<Command>,
): Promise<Answer> {
  const { shell, words } = parseRequest(args);
  const current = words.at(-1)!;
  const done = words.slice(0, -1);
  const spot = locate(await build(groupOf(done)), done, current);
  const prefix = spot.kind === 'value' ? spot.prefix : '';
  const sources = sourcesAt(spot, current);
  const seen = new Set<string>();
  const lines: string[] = [];
  let complete = true;
  for (const source of sources) {
    const candidates = await candidatesOf(source, done);
    if (candidates === undefined) complete = false;
    for (const { value, description } of candidates ?? []) {
      const full = `${prefix}${value}`;
      if (!full.startsWith(current) || seen.has(full)) continue;
      seen.add(full);
      lines.push(shell === 'bash' ? bashReplaced(current, full) : `${full}\t${oneLine(description)}`);
    }
  }
  const files = sources.some((s) => s.kind === 'free');
  return { lines: [...lines, `:${files ? 0 : NO_FILES}`], complete };
}

/** Answers on stdout, and keeps a complete answer for the same Tab again (answer-cache.ts). */
export async function runComplete(
  args: readonly string[],
  build: (group: string) => Promise<Command>,
): Promise<number> {
  const { lines, complete } = await completionLines(args, build);
  const text = lines.map((line) => `${line}\n`).join('');
  process.stdout.write(text);
  if (complete) (await import('./answer-cache.js')).keepAnswer(args, text);
  return EXIT.ok;
}
