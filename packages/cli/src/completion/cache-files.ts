// The files behind a quick Tab, in the user's cache folder (`$XDG_CACHE_HOME/vps/completion`, usually
// `~/.cache/vps/completion`): `lists/`, the values read from the API (list-cache.ts), and `answers/`,
// whole answers of `vps complete` (answer-cache.ts). Each is fresh for a minute after it was written
// (its mtime), readable by its owner only, and never holds a token.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';

/** How long a file answers Tabs without asking again. */
export const CACHE_MS = 60_000;

export function cacheFolder(kind: 'lists' | 'answers'): string {
  return join(envPaths('vps', { suffix: '' }).cache, 'completion', kind);
}

/** The file's text while it is fresh (`now` is injectable), else undefined. */
export function freshText(file: string, now = Date.now()): string | undefined {
  try {
    return now - statSync(file).mtimeMs < CACHE_MS ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the file through a temporary one, mode 0600 (a folder that cannot be written is no error). */
export function keepText(file: string, text: string): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, file);
  } catch {}
}

/** Removes the folder's files whose name passes `which`, or (with `olderThan`) those not fresh at that time. */
export function removeFiles(folder: string, which: (name: string) => boolean, olderThan?: number): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!which(name)) continue;
    const file = join(folder, name);
    try {
      if (olderThan === undefined || olderThan - statSync(file).mtimeMs >= CACHE_MS) rmSync(file, { force: true });
    } catch {}
  }
}
