#!/usr/bin/env node
// The `vps-sandbox` command: the compiled sandbox in dist/ (`npm run build`; a published package ships it built).
// A file of its own so that npm links the command at install time, before anything is compiled.
import '../dist/main.js';
