// The server CPU figure of benchmarks 1 and 2: CPU time of a process and its descendants, from /proc.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processTreeCpuUs } from '../../bench/lib/process-cpu.js';

/** A child that spins until its own CPU time reaches `ms`, says so, and waits for its stdin to close. */
const BURN = (ms: number) => `
  while (process.cpuUsage().user + process.cpuUsage().system < ${ms * 1000}) {}
  process.stdout.write('burnt\\n');
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
`;

describe.runIf(existsSync('/proc/self/stat'))('processTreeCpuUs', () => {
  it('counts the CPU of the children of a process with its own', async () => {
    const child = spawn(process.execPath, ['-e', BURN(300)], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await once(child.stdout!, 'data');
      const own = processTreeCpuUs(child.pid!)!;
      const tree = processTreeCpuUs(process.pid)!;
      // The child burnt at least 300 ms; /proc counts in ticks of 10 ms.
      expect(own).toBeGreaterThanOrEqual(290_000);
      expect(tree).toBeGreaterThanOrEqual(own);
    } finally {
      child.stdin!.end();
      await once(child, 'exit');
    }
  });

  it('answers undefined for a process that does not exist', () => {
    expect(processTreeCpuUs(2 ** 22 + 1)).toBeUndefined();
  });
});
