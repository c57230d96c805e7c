import { runPortalCommand } from './cli/portal-command.js';
import { readEnv } from './env.js';
import { systemClock } from './lib/clock.js';
import { orExit } from './operator-setup.js';

const env = await orExit(() => readEnv());
process.exitCode = await orExit(() =>
  runPortalCommand(process.argv.slice(2), env, systemClock, {
    out: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }),
);
