#!/usr/bin/env node
// The `vps-mock` command: the compiled mock in dist/ (`npm run build`; a published package ships it built).
// A file of its own so that npm links the command at install time, before anything is compiled.
import '../dist/main.js';
