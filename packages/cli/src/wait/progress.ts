// The progress of an action on stderr. On a terminal: one line redrawn in place, with a spinner, a
// bar, the percent from Action.progress, the elapsed time and the resource. Otherwise (a pipe, a CI
// log): one plain line per change of status or percent, no escape codes.
import type { Action } from '@vps-hosting/api';

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
  let frame = 0;
  let stopped = false;
  const draw = (): void => {
    if (!last || stopped) return;
    const filled = Math.round((last.progress / 100) * BAR_WIDTH);
    const done = last.status === 'success' || last.status === 'error';
    const mark = done ? (last.status === 'success' ? '✔' : '✖') : SPINNER[frame++ % SPINNER.length];
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
    const line = `${mark} ${describe(last)} ${bar} ${String(last.progress).padStart(3)}% ${elapsed(now() - started)} ${last.status}`;
    const width = stream.columns > 0 ? stream.columns : 100;
    stream.write(`\r\x1b[2K${line.slice(0, Math.max(20, width - 1))}`);
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
