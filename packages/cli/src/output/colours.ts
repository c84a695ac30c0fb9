// Colour for a person at a terminal only: never in a pipe, a file or with NO_COLOR (picocolors
// decides from the stream given, not from stdout).
import pc from 'picocolors';

export function coloursFor(stream: NodeJS.WriteStream | NodeJS.WritableStream): ReturnType<typeof pc.createColors> {
  const tty = (stream as NodeJS.WriteStream).isTTY === true;
  return pc.createColors(tty && !process.env.NO_COLOR && process.env.TERM !== 'dumb');
}
