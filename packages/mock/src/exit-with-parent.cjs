// Preloaded into a child process (`node --require this-file …`): the child exits as soon as its
// stdin, a pipe from the process that started it, closes. The parent never writes to that pipe,
// so it closes only when the parent is gone, however it ended (Ctrl-C, SIGTERM, SIGKILL, a crash),
// and the child can never outlive it as an orphan.
'use strict';
process.stdin.on('data', () => {});
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
