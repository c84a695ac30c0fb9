#!/usr/bin/env node
// vps-mcp: stdio by default (VPS_TOKEN, VPS_API_URL), Streamable HTTP with --http. The server (the MCP
// SDK, the client) is imported only once the flags ask for one: --help and --version need the flags alone.
import { setFlagsFromString } from 'node:v8';
import { DEFAULT_API_URL } from '@vps-hosting/api/operations';
import { plainHttpWarning } from './host-names.js';
import { parseOptions, USAGE, UsageError } from './options.js';
import { PACKAGE } from './package-info.js';
import type { VpsMcpOptions } from './server.js';
import { selectionNotes } from './tool-catalog.js';

// fetch's HTTP parser (llhttp, WebAssembly) compiled by V8's baseline compiler only, not again optimised:
// as for `vps` (packages/cli/README.md "Start-up"); measured for this server in README.md "Start-up".
setFlagsFromString('--liftoff-only');

async function main(): Promise<number> {
  const cli = parseOptions(process.argv.slice(2));
  if (cli.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (cli.version) {
    process.stdout.write(`${PACKAGE.version}\n`);
    return 0;
  }
  const apiUrl = process.env.VPS_API_URL?.trim() || DEFAULT_API_URL;
  try {
    new URL(apiUrl);
  } catch {
    throw new UsageError(`VPS_API_URL is not a URL: ${apiUrl}`);
  }
  const options: VpsMcpOptions = {
    apiUrl,
    toolsets: cli.toolsets,
    ...(cli.tools ? { tools: cli.tools } : {}),
    dynamicToolsets: cli.dynamicToolsets,
    readOnly: cli.readOnly,
    ...(cli.scopes ? { scopes: cli.scopes } : {}),
    wait: { timeoutMs: cli.waitMs },
  };
  for (const note of selectionNotes(options)) process.stderr.write(`vps-mcp: ${note}\n`);
  if (cli.http) {
    const warning = plainHttpWarning(cli.http.host);
    if (warning) process.stderr.write(`vps-mcp: ${warning}\n`);
    const { serveHttp } = await import('./http.js');
    const running = await serveHttp(options, cli.http);
    process.stderr.write(
      `vps-mcp ${PACKAGE.version}: Streamable HTTP on ${running.url} (API ${apiUrl}; toolsets ${cli.toolsets.join(',')}${cli.readOnly ? ', read-only' : ''})\n`,
    );
    const stop = () => {
      void running.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return -1; // keep serving
  }
  const token = process.env.VPS_TOKEN?.trim();
  if (!token)
    throw new UsageError(
      'VPS_TOKEN is not set: the stdio server calls the API with it (a local sandbox prints one: npx vps-sandbox, from @vps-hosting/sandbox).',
    );
  const [{ serveStdio }, { createVpsMcpServer }] = await Promise.all([
    import('@modelcontextprotocol/server/stdio'),
    import('./server.js'),
  ]);
  serveStdio(() => createVpsMcpServer(options, token));
  return -1;
}

main().then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`vps-mcp: ${error.message}\nRun vps-mcp --help for the options.\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`vps-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
