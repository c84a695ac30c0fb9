// The contexts file: `config.json` in the XDG config folder (`$XDG_CONFIG_HOME/vps`, usually
// `~/.config/vps`), written with mode 0600 since it holds tokens.
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import envPaths from 'env-paths';
import { UsageError, EXIT } from '../run/exit-codes.js';

export interface Context {
  token?: string;
  url?: string;
}

export interface ConfigFile {
  current?: string;
  contexts: Record<string, Context>;
}

export function configPath(): string {
  return join(envPaths('vps', { suffix: '' }).config, 'config.json');
}

export function readConfig(path = configPath()): ConfigFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { contexts: {} };
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<ConfigFile>;
    return { ...parsed, contexts: parsed.contexts ?? {} };
  } catch {
    throw new UsageError(`${path} is not valid JSON; fix or delete it`, EXIT.failure);
  }
}

/** Writes the whole file through a temporary one, readable by its owner only. */
export function writeConfig(config: ConfigFile, path = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}
