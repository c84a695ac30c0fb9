// The tree explains itself: no line of it cites notes kept outside the repository (a path into the
// `design` or `anchors` folder of the `shared` folder beside it, or a bare decision label, a `D` or
// `W` and a number, that only those notes define), and every citation of docs/design/ names a page and, with
// `#…`, a heading that exist (docs/design/README.md, "Citing a decision"). The files are those git
// knows (tracked, or new and not ignored), read from the work tree; files tools write are left out.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DESIGN = 'docs/design/';

/** Written by tools, never by hand: generated output, lock files, the released bundles. */
const MACHINE_MADE = [
  /^generated\//,
  /(^|\/)src\/generated\//,
  /(^|\/)package-lock\.json$/,
  /^releases\/[^/]+\/.+\.json$/,
];

/** Every file git knows of (tracked, or new and not ignored). */
const known = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules'));
const files = known.filter((file) => !MACHINE_MADE.some((pattern) => pattern.test(file)));

/** The text of each file that exists and is text (no NUL byte). */
const texts = new Map<string, string>();
for (const file of new Set(files)) {
  const full = path.join(ROOT, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes('\0')) texts.set(file, text);
}

/** A path into the outside notes' folders: the `shared` folder beside the repository, its `design` or `anchors`. */
const OUTSIDE_PATH = /\.\.\/shared\b|\bshared\/(?:design|anchors)\b/;
/**
 * A bare label of the outside notes used as a citation: `D` and a number from 1 to 99, or `W` and a
 * digit, standing alone as a word of prose: after a comment mark, in parentheses, in a list or a
 * range, before `'s` or a colon (the cases are in the test below). Not part of a name, a number or
 * an encoded value: a file name, a hex colour, a spreadsheet range, base64, an identifier.
 */
const LABEL = /(?<![\w$#@%&*+=.\\/:-])(?:D[1-9]\d?|W[1-9])(?=$|[\s)\]},;'"`’/–—!?]|[.:](?:\s|$))/;

/** Every line of `text` that matches `pattern`, as `file:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** GitHub's anchors of a Markdown file's headings (lower case, punctuation dropped, spaces as
 *  hyphens, `-1`, `-2`… after a repeated one), code blocks left out. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (fence === undefined || opening.startsWith(fence))) {
      fence = fence === undefined ? opening : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const pages = new Map([...texts].filter(([file]) => file.startsWith(DESIGN) && file.endsWith('.md')));

/** Each citation of a design page: `docs/design/<page>.md[#anchor]` anywhere, and relative links
 *  between the pages (`[…](<page>.md#anchor)`). */
function citations(): Array<{ where: string; page: string; anchor: string | undefined }> {
  const found: Array<{ where: string; page: string; anchor: string | undefined }> = [];
  for (const [file, text] of texts) {
    text.split('\n').forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const match of line.matchAll(/docs\/design\/([\w.-]+?\.md)(?:#([\w-]+))?/g)) {
        found.push({ where, page: DESIGN + match[1], anchor: match[2] });
      }
      if (!pages.has(file)) return;
      for (const match of line.matchAll(/\]\(([\w.-]+?\.md)(?:#([\w-]+))?\)/g)) {
        found.push({ where, page: DESIGN + match[1], anchor: match[2] });
      }
    });
  }
  return found;
}

describe('citations of notes outside the repository', () => {
  it('the check sees the tree', () => {
    expect(texts.has('README.md')).toBe(true);
    expect(texts.size).toBeGreaterThan(100);
  });

  it('no line points into the outside notes folders', () => {
    expect(linesMatching(OUTSIDE_PATH)).toEqual([]);
  });

  it('no line cites a bare label of the outside notes', () => {
    expect(linesMatching(LABEL)).toEqual([]);
  });

  it('the label check catches citations and leaves names, numbers and encoded values alone', () => {
    // Built from parts, so this file does not cite anything itself.
    const label = (letter: string, digits: string) => letter + digits;
    const citing = [
      `// ${label('D', '2')}`,
      `answers 405 (${label('W', '3')}).`,
      `308 or 404 (${label('D', '2')}, ${label('D', '3')})`,
      `edges (${label('D', '1')}–${label('D', '4')} of the introduction)`,
      `in ${label('D', '3')}'s order`,
      `/** ${label('W', '7')}: the delay */`,
      `describe('${label('D', '2')}: the no-slash form')`,
      `// ${label('D', '10')} (issue 17)`,
      `as ${label('D', '5')}.`,
    ];
    const plain = [
      `import * as d3 from '${label('D', '3')}.js';`,
      `a ${label('W', '3')}C recommendation`,
      `color: #${label('D', '1')}D5DB;`,
      `const x = 0x${label('D', '1')};`,
      `=SUM(A1:${label('D', '9')})`,
      `"sha512-Ab+${label('D', '2')}/c9"`,
      `const ${label('D', '1')}_LIMIT = 1;`,
      `a ${label('W', '3')}-style page`,
    ];
    expect(citing.filter((line) => !LABEL.test(line))).toEqual([]);
    expect(plain.filter((line) => LABEL.test(line))).toEqual([]);
    expect(OUTSIDE_PATH.test(`(see ../${'shared'}/design/x.md)`)).toBe(true);
    expect(OUTSIDE_PATH.test(`${'shared'}/anchors/cli.md`)).toBe(true);
  });
});

describe('citations of docs/design', () => {
  it('the pages exist and the index lists every one', () => {
    expect(pages.has(`${DESIGN}README.md`)).toBe(true);
    const index = pages.get(`${DESIGN}README.md`) ?? '';
    const unlisted = [...pages.keys()]
      .map((page) => page.slice(DESIGN.length))
      .filter((page) => page !== 'README.md' && !index.includes(`](${page})`));
    expect(unlisted).toEqual([]);
  });

  it('every citation names an existing page, and an existing heading when it gives an anchor', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(20);
    const broken = found
      .filter(
        ({ page, anchor }) =>
          !pages.has(page) || (anchor !== undefined && !headingAnchors(pages.get(page)!).has(anchor)),
      )
      .map(({ where, page, anchor }) => `${where}: ${page}${anchor === undefined ? '' : `#${anchor}`}`);
    expect(broken).toEqual([]);
  });

  it('every repository path a page names in backticks exists (a page says where each decision lives)', () => {
    const topLevel = new Set(known.map((file) => file.split('/')[0]));
    const exists = (name: string) => {
      const bare = name.replace(/\/$/, '');
      return known.some((file) => file === bare || file.startsWith(`${bare}/`));
    };
    const missing: string[] = [];
    for (const [page, text] of pages) {
      for (const match of text.matchAll(/`([\w.@-]+(?:\/[\w.@{}-]*)+)`/g)) {
        const name = match[1]!;
        if (topLevel.has(name.split('/')[0]!) && !exists(name)) missing.push(`${page}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('heading anchors follow GitHub', () => {
    expect([
      ...headingAnchors('# Title\n## 429 and Retry-After\n```\n# not a heading\n```\n## Order\n## Order\n'),
    ]).toEqual(['title', '429-and-retry-after', 'order', 'order-1']);
    expect(headingAnchors('## `Idempotency-Key`: replay, reuse').has('idempotency-key-replay-reuse')).toBe(true);
  });
});
