// The package's name and version (serverInfo, the User-Agent, --version), read without loading the server.
import { createRequire } from 'node:module';

export const PACKAGE = createRequire(import.meta.url)('../package.json') as { name: string; version: string };
