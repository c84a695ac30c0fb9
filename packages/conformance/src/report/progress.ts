// Progress on stderr while the kit runs. On a terminal: one line redrawn in place, a bar with the
// checks done and the areas still running. In a pipe (or with NO_COLOR / TERM=dumb): plain lines, one
// when an area is done and one per failure, no colour and no redrawing.
import type { Check, CheckResult } from '../run/types.js';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface Progress {
  start(checks: readonly Check[]): void;
  end(result: CheckResult, done: number, total: number): void;
  /** Ends the bar (a terminal's line is cleared). */
  finish(): void;
  /** A line of its own, above the bar. */
  note(text: string): void;
}

export function progressFor(stream: ProgressStream, env: NodeJS.ProcessEnv): Progress {
  const live = stream.isTTY === true && env.TERM !== 'dumb' && !env.CI;
  const colour = live && env.NO_COLOR === undefined;
  const perArea = new Map<string, { total: number; done: number; failed: number }>();
  let drawn = false;
  const paint = (code: string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  const clear = () => {
    if (drawn) stream.write('\r\u001b[2K');
    drawn = false;
  };
  const draw = (done: number, total: number) => {
    const width = Math.max(10, Math.min(30, (stream.columns ?? 80) - 50));
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const running = [...perArea].filter(([, a]) => a.done < a.total).map(([area]) => area);
    const line = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} ${running.slice(0, 3).join(', ')}${running.length > 3 ? '…' : ''}`;
    stream.write(`\r\u001b[2K${line.slice(0, (stream.columns ?? 80) - 1)}`);
    drawn = true;
  };
  return {
    start(checks) {
      for (const check of checks) {
        const area = perArea.get(check.area) ?? { total: 0, done: 0, failed: 0 };
        area.total += 1;
        perArea.set(check.area, area);
      }
      const line = `vps-conformance: ${checks.length} checks in ${perArea.size} areas`;
      stream.write(`${line}\n`);
      if (live) draw(0, checks.length);
    },
    end(result, done, total) {
      const area = perArea.get(result.area);
      if (area) {
        area.done += 1;
        if (result.outcome === 'failed') area.failed += 1;
      }
      if (result.outcome === 'failed') {
        clear();
        stream.write(`${paint('31', '✗')} ${result.id}: ${result.failures[0]?.message ?? result.title}\n`);
      }
      if (area && area.done === area.total) {
        clear();
        const mark = area.failed > 0 ? paint('31', `${area.failed} failed`) : paint('32', 'ok');
        stream.write(`${result.area}: ${area.done} checks, ${mark}\n`);
      }
      if (live) draw(done, total);
    },
    finish() {
      clear();
    },
    note(text) {
      clear();
      stream.write(`${text}\n`);
    },
  };
}
