// Reads a token without echoing it: on a terminal, key by key in raw mode (nothing is shown);
// from a pipe, its first line (so `vps auth login < token-file` works in scripts).
import { EXIT, UsageError } from '../run/exit-codes.js';

async function readPipe(input: NodeJS.ReadStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]!.trim();
}

function readTerminal(input: NodeJS.ReadStream, output: NodeJS.WriteStream, prompt: string): Promise<string> {
  // Echo off before the prompt shows: a key typed (or pasted) as soon as it appears is not echoed.
  input.setRawMode(true);
  input.resume();
  output.write(prompt);
  let secret = '';
  return new Promise((resolve, reject) => {
    const finish = (error?: Error): void => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(secret.trim());
    };
    const onData = (data: Buffer): void => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          finish();
          return;
        }
        if (char === '\u0003') {
          finish(new UsageError('interrupted; nothing was saved', EXIT.interrupted));
          return;
        }
        if (char === '\u007f' || char === '\b') secret = secret.slice(0, -1);
        else if (char >= ' ') secret += char;
      }
    };
    input.on('data', onData);
  });
}

export async function readSecret(prompt: string): Promise<string> {
  const secret = process.stdin.isTTY
    ? await readTerminal(process.stdin, process.stderr, prompt)
    : await readPipe(process.stdin);
  if (!secret) throw new UsageError('no token given');
  return secret;
}
