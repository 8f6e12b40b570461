/**
 * The one `aigw` command: dispatches to the subcommands of `cli/registry.ts`, each loaded only when
 * called.
 */
import type { CommandIo } from './command';
import { missingOptionalPackage, missingPackageMessage } from './optional-packages';
import { COMMANDS, usage } from './registry';
import { closest } from './suggest';
import { aigwVersion } from './version';

const PROCESS_IO: CommandIo = { stdout: process.stdout, stderr: process.stderr, env: process.env };

export async function main(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr.write(usage());
    return 2;
  }
  if (name === '--help' || name === '-h') {
    io.stdout.write(usage());
    return 0;
  }
  if (name === '--version') {
    io.stdout.write(`aigw ${aigwVersion()}\n`);
    return 0;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    const hint = closest(name, Object.keys(COMMANDS));
    io.stderr.write(`aigw: unknown command '${name}'${hint ? ` (did you mean '${hint}'?)` : ''}\nsee 'aigw --help'\n`);
    return 2;
  }
  try {
    const { command } = await entry.load();
    return await command(rest, io);
  } catch (err) {
    const missing = missingOptionalPackage(err);
    if (!missing) throw err;
    io.stderr.write(missingPackageMessage(name, missing));
    return 1;
  }
}
