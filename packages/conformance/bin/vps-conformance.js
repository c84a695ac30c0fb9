#!/usr/bin/env node
// The `vps-conformance` command: the compiled kit in dist/ (`npm run build`; a published package ships it built).
import '../dist/bin.js';
