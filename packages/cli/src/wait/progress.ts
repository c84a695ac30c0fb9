// The progress of an action on stderr. On a terminal: one line redrawn in place, with a spinner, a
// bar, the percent from Action.progress, the elapsed time and the resource. Otherwise (a pipe, a CI
// log): one plain line per change of status or percent, no escape codes.
import type { Action } from '@vps-hosting/api';
import { coloursFor } from '../output/colours.js';

export interface ProgressDisplay {
  update(action: Action): void;
  /** Ends the display (the line is kept); safe to call twice. */
  stop(): void;
}

const SPINNER = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';
const BAR_WIDTH = 24;

function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function describe(action: Action): string {
  return `${action.type} (${action.resource.type} ${action.resource.id}, action ${action.id})`;
}

export function createProgress(stream: NodeJS.WriteStream, now: () => number = Date.now): ProgressDisplay {
  const started = now();
  let last: Action | undefined;
  if (!stream.isTTY) {
    let printed = '';
    return {
      update(action) {
        const key = `${action.status} ${action.progress}`;
        if (key === printed) return;
        printed = key;
        stream.write(`${describe(action)}: ${action.status} ${action.progress}% (${elapsed(now() - started)})\n`);
      },
      stop() {},
    };
  }
  const c = coloursFor(stream);
  let frame = 0;
  let stopped = false;
  const draw = (): void => {
    if (!last || stopped) return;
    const filled = Math.round((last.progress / 100) * BAR_WIDTH);
    const done = last.status === 'success' || last.status === 'error';
    const mark = done
      ? last.status === 'success'
        ? c.green('✔')
        : c.red('✖')
      : c.cyan(SPINNER[frame++ % SPINNER.length]!);
    const bar = `${c.green('█'.repeat(filled))}${c.dim('░'.repeat(BAR_WIDTH - filled))}`;
    const line = `${mark} ${describe(last)} ${bar} ${String(last.progress).padStart(3)}% ${elapsed(now() - started)} ${last.status}`;
    const width = stream.columns > 0 ? stream.columns : 100;
    // Cut to the width (counted without colour codes) so that the line never wraps.
    const visible = line.replace(/\x1b\[[0-9;]*m/g, '');
    stream.write(`\r\x1b[2K${visible.length < width ? line : visible.slice(0, Math.max(20, width - 1))}`);
  };
  const timer = setInterval(draw, 250);
  timer.unref();
  return {
    update(action) {
      last = action;
      draw();
    },
    stop() {
      if (stopped) return;
      draw();
      stopped = true;
      clearInterval(timer);
      if (last) stream.write('\n');
    },
  };
}
