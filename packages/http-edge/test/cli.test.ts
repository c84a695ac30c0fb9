// The command-line helper every user command is built on (src/cli.ts), with its output and
// exit captured instead of the real process's.
import { describe, expect, it } from 'vitest';
import { numberFlag, parseCommandLine, portFlag, usage, type CliIo, type Command } from '@vps-hosting/http-edge/cli';

const COMMAND = {
  name: 'npm run example --',
  summary: 'An example command.',
  arguments: [{ name: 'version', description: 'the version to cut' }],
  flags: {
    port: { type: 'string', value: 'N', description: 'the port' },
    memory: { type: 'boolean', short: 'm', description: 'keep it in memory' },
  },
  notes: ['A note.'],
} satisfies Command;

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** Runs `run` with captured output; resolves with what it printed and how it ended. */
function capture<T>(run: (io: CliIo) => T): { out: string[]; err: string[]; code?: number; result?: T } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    exit: (code) => {
      throw new Exit(code);
    },
  };
  try {
    return { out, err, result: run(io) };
  } catch (error) {
    if (error instanceof Exit) return { out, err, code: error.code };
    throw error;
  }
}

describe('parseCommandLine', () => {
  it('returns the flags and the arguments', () => {
    const { result, code } = capture((io) => parseCommandLine(COMMAND, ['1.2.3', '--port', '0', '-m'], io));
    expect(code).toBeUndefined();
    expect(result).toEqual({ flags: { port: '0', memory: true }, args: ['1.2.3'] });
  });

  it('answers --help and -h with the usage on stdout and exit code 0, whatever else is on the line', () => {
    for (const argv of [['--help'], ['-h'], ['--no-such-flag', '--help']]) {
      const { out, err, code } = capture((io) => parseCommandLine(COMMAND, argv, io));
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(out).toEqual([usage(COMMAND)]);
    }
  });

  it('lists every argument and flag, with its value name, in the usage', () => {
    const text = usage(COMMAND);
    expect(text.split('\n')[0]).toBe(`Usage: ${COMMAND.name} <version> [flags]`);
    expect(text).toMatch(/^ {2}<version> +the version to cut$/m);
    expect(text).toMatch(/^ {6}--port N +the port$/m);
    expect(text).toMatch(/^ {2}-m, --memory +keep it in memory$/m);
    expect(text).toMatch(/^ {2}-h, --help +show this help and exit$/m);
    expect(text.endsWith('A note.')).toBe(true);
  });

  const wrong: Array<[string[], string]> = [
    [['1.0.0', '--colour'], 'unknown flag --colour'],
    [['1.0.0', '-x'], 'unknown flag -x'],
    [['1.0.0', '--port'], '--port needs a value (N)'],
    [['1.0.0', '--port', '--memory'], '--port needs a value (N), not the flag --memory'],
    [['1.0.0', '--memory=yes'], '--memory takes no value'],
    [['1.0.0', '2.0.0'], 'unexpected argument "2.0.0"'],
    [['--memory'], 'missing <version>'],
  ];
  it.each(wrong)('%j: one line naming what is wrong, the usage, exit code 2', (argv, message) => {
    const { out, err, code } = capture((io) => parseCommandLine(COMMAND, argv, io));
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([`✖ ${message}`, '', usage(COMMAND)]);
  });
});

describe('value flags', () => {
  it('a port comes from the flag, else the environment, else the default; anything else is a usage error', () => {
    process.env.CLI_TEST_PORT = '5000';
    try {
      expect(capture((io) => portFlag(COMMAND, 'port', '0', 'CLI_TEST_PORT', 4010, io)).result).toBe(0);
      expect(capture((io) => portFlag(COMMAND, 'port', undefined, 'CLI_TEST_PORT', 4010, io)).result).toBe(5000);
      delete process.env.CLI_TEST_PORT;
      expect(capture((io) => portFlag(COMMAND, 'port', undefined, 'CLI_TEST_PORT', 4010, io)).result).toBe(4010);
      for (const bad of ['abc', '65536', '-1', '1.5', ' 80']) {
        const { code, err } = capture((io) => portFlag(COMMAND, 'port', bad, 'CLI_TEST_PORT', 4010, io));
        expect(code, bad).toBe(2);
        expect(err[0]).toBe(`✖ --port (or CLI_TEST_PORT) must be a port number from 0 to 65535, not "${bad}"`);
      }
    } finally {
      delete process.env.CLI_TEST_PORT;
    }
  });

  it('a number flag is checked against its bounds', () => {
    expect(capture((io) => numberFlag(COMMAND, 'rate', undefined, { min: 1 }, io)).result).toBeUndefined();
    expect(capture((io) => numberFlag(COMMAND, 'rate', '2.5', { min: 0 }, io)).result).toBe(2.5);
    expect(capture((io) => numberFlag(COMMAND, 'rate', '2.5', { min: 1, integer: true }, io)).code).toBe(2);
    expect(capture((io) => numberFlag(COMMAND, 'rate', '0', { min: 1, integer: true }, io)).err[0]).toBe(
      '✖ --rate must be an integer ≥ 1, not "0"',
    );
    expect(capture((io) => numberFlag(COMMAND, 'rate', '', { min: 0 }, io)).code).toBe(2);
  });
});
