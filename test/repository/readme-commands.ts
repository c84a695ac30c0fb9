// The commands the READMEs show (readme-commands.test.ts): every line of a shell block and every inline
// `code` span that is a command a reader would type, as written. docs/design/testing.md, "README
// commands", lists each with the test that runs it.
import * as fs from 'node:fs';
import * as path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The READMEs whose commands are inventoried, and the sections of each left out (covered elsewhere). */
export const READMES: Record<string, readonly string[]> = {
  'README.md': [],
  'CONTRIBUTING.md': [],
  'packages/cli/README.md': [],
  'packages/mcp/README.md': [],
  'packages/sandbox/README.md': [],
  'packages/mock/README.md': [],
  'packages/http-edge/README.md': [],
  'packages/test-support/README.md': [],
  'src/client/README.md': [],
  // Its samples are the site's own, run by test/docs/ from the built page.
  'docs/README.md': ['Code samples'],
  'test/conformance/README.md': [],
  'releases/README.md': [],
};

export interface ReadmeCommand {
  readme: string;
  /** The command as written (a block's continued lines joined with one space, its comment dropped). */
  command: string;
  /** The `# comment` after it in a block, if any. */
  comment: string;
  /** The "## " section it is in. */
  section: string;
  /** Its shell block (index among the README's shell blocks), or undefined when inline. */
  block?: number;
}

const PROGRAM =
  /^(?:[A-Z][A-Z0-9_]*=(?:<[^>]*>|\S+)\s+)*(?:export\s+)?(?:npm|npx|vps(?:-[a-z]+)?|curl|node|createdb|source|jq)\s/;
/** A placeholder a reader replaces with the token a server printed (test substitutes the token). */
export const TOKEN_PLACEHOLDER =
  /<(?:the (?:full |sandbox's full )?token(?: it printed)?|the full token it printed|the sandbox's full token)>/g;

/**
 * A synopsis rather than a command: a placeholder other than a printed token (`<id>`, `NAME`, `URL`), an
 * optional part (`[…]`), alternatives (`a|b`) or an ellipsis. A reader fills it in; it is grammar.
 */
export function isSynopsis(command: string): boolean {
  const rest = command.replace(TOKEN_PLACEHOLDER, 'TOKEN_PLACEHOLDER');
  return (
    /…|\.\.\./.test(rest) ||
    /<[^>\s]*[a-z][^>]*>/.test(rest) ||
    /\[[^\]'"]*\]/.test(rest.replace(/'[^']*'|"[^"]*"/g, '')) ||
    /\S\|\S/.test(rest.replace(/'[^']*'|"[^"]*"/g, '')) ||
    /(?:^|\s)(?:NAME|URL|CTX|FILE|ADDRESS|LIST|T|N|S|D)(?:\s|$)/.test(rest)
  );
}

/** `vps servers get` in a sentence: the name of a command (words only, no argument or flag), not one to run. */
export function isCommandName(command: string): boolean {
  return /^vps(?:-[a-z]+)?(?: [a-z][a-z-]*){0,3}$/.test(command) && !/^vps(?:-[a-z]+)? (?:--|-\w)/.test(command);
}

/** Every shell block's lines and every inline command of one README, in the order they are written. */
export function commandsOf(readme: string): ReadmeCommand[] {
  const skipped = READMES[readme] ?? [];
  const text = fs.readFileSync(path.join(ROOT, readme), 'utf8');
  const found: ReadmeCommand[] = [];
  let block = 0;
  for (const part of text.split(/^(?=## )/m)) {
    const section = /^## (.*)/.exec(part)?.[1]?.trim() ?? '';
    let last = 0;
    for (const match of part.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) {
      const isShell = /^(sh|bash|shell|console)$/.test(match[1] ?? '');
      const before = part.slice(last, match.index);
      last = (match.index ?? 0) + match[0].length;
      if (!skipped.includes(section)) found.push(...inlineCommands(readme, section, before));
      if (!isShell) continue;
      const index = block++;
      if (skipped.includes(section)) continue;
      for (const line of (match[2] ?? '').replace(/\\\n\s*/g, ' ').split('\n')) {
        const { command, comment } = splitComment(line);
        if (command !== '') found.push({ readme, command, comment, section, block: index });
      }
    }
    if (!skipped.includes(section)) found.push(...inlineCommands(readme, section, part.slice(last)));
  }
  return found;
}

function inlineCommands(readme: string, section: string, prose: string): ReadmeCommand[] {
  // A span may go on over a line break: the words joined by one space, as a reader copies it.
  return [...prose.matchAll(/`([^`]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/\s*\n\s*/g, ' ').trim())
    .filter((code) => PROGRAM.test(code) && !isCommandName(code) && !isSynopsis(code))
    .map((command) => ({ readme, command, comment: '', section }));
}

/** A block's line without its trailing `# comment` (a `#` outside quotes, after a space). */
function splitComment(line: string): { command: string; comment: string } {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) {
      return { command: line.slice(0, i).trim(), comment: line.slice(i + 1).trim() };
    }
  }
  return { command: line.trim(), comment: '' };
}

/** Every README's commands, synopses and names of commands left out. */
export function allCommands(): ReadmeCommand[] {
  return Object.keys(READMES).flatMap(commandsOf);
}
