// The process entry of a deployment: `node dist/main.js` is `portal serve`,
// with the same error reporting and exit codes.
import { runCli } from './cli.js';

process.exitCode = await runCli(['serve']);
