// Whether Schemathesis (a Python tool) can run here. It comes from PyPI only: this machine reaches the
// npm registry and Debian's packages, no other registry, and Debian has no schemathesis package; its
// repository alone is no install (about 20 dependencies from PyPI). So benchmark 10's Schemathesis side
// says why it has no figure, and never shows one it did not measure.
import { spawnSync } from 'node:child_process';

export const NOT_INSTALLABLE =
  'not installable here: it is published on PyPI only, which this machine cannot reach (`pip download schemathesis`: no matching distribution, the index does not resolve), and Debian has no package of it (`apt-cache search schemathesis`: nothing); its source alone needs about 20 more packages from PyPI';

/** The installed Schemathesis's version line, or undefined when none is installed. */
export function installedSchemathesis(): string | undefined {
  for (const [command, args] of [
    ['schemathesis', ['--version']],
    ['st', ['--version']],
    ['python3', ['-m', 'schemathesis.cli', '--version']],
  ] as const) {
    const result = spawnSync(command, [...args], { encoding: 'utf8', timeout: 20_000 });
    const text = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (result.status === 0 && /schemathesis/i.test(text)) return text.trim().split('\n')[0];
  }
  return undefined;
}
