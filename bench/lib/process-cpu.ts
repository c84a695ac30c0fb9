// CPU time (user + system) a server process and its descendants have used, from /proc (Linux): a
// server's own cost per request, which a load generator sharing the cores does not inflate as it
// does req/s. Undefined where /proc cannot be read.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  cpuUs: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid: Number(fields[1]), cpuUs: (ticks * 1_000_000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** Microseconds of CPU used so far by `pid` and every process below it, or undefined without /proc. */
export function processTreeCpuUs(pid: number): number | undefined {
  if (!readStat(pid)) return undefined;
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const stats = pids.map(readStat).filter((s): s is Stat => s !== undefined);
  const tree = new Set([pid]);
  // Parents come before their children in most listings, but not always: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.cpuUs, 0);
}
