// The tool's version: its package.json's, read beside the module (src/ in a checkout, dist/ when
// built or installed: package.json is one folder up from either), so it is never restated by hand.
import { readFileSync } from 'node:fs';

export const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
