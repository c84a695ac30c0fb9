// Whole answers of `vps complete`, kept a minute (cache-files.ts): the same Tab again (bash's second
// Tab, a line typed again) is answered by bin.ts before commander and the table of operations load.
// Named by a hash of what the answer depends on: the words, the shell, this installation, the
// context and URL variables, and the config file's path and last change (never the token). An answer
// is kept only when every list it needed was read (an API that could not answer is asked next time).
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { configPath } from '../config/config-file.js';
import { cacheFolder, freshText, keepText, removeFiles } from './cache-files.js';

function answerFile(args: readonly string[]): string {
  const config = configPath();
  let stamp = '';
  try {
    const stat = statSync(config);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {}
  const { VPS_CONTEXT, VPS_API_URL, VPS_TOKEN } = process.env;
  const key = JSON.stringify([import.meta.url, args, VPS_CONTEXT, VPS_API_URL, VPS_TOKEN !== undefined, config, stamp]);
  return join(cacheFolder('answers'), createHash('sha256').update(key).digest('hex').slice(0, 32));
}

/** Writes the cached answer to stdout when there is a fresh one; false when there is none. */
export function writeCachedAnswer(args: readonly string[]): boolean {
  const text = freshText(answerFile(args));
  if (text === undefined) return false;
  process.stdout.write(text);
  return true;
}

export function keepAnswer(args: readonly string[], text: string): void {
  const now = Date.now();
  removeFiles(cacheFolder('answers'), () => true, now); // the stale ones
  keepText(answerFile(args), text);
}
