/** `aigw help [command]`: the top-level help, or a command's own (the same as `aigw <command> --help`). */
import type { Command } from '../command';
import { usageError } from '../flags';
import { COMMANDS, helpOf, usage } from '../registry';

const HELP = `usage: aigw help [command]

Prints the list of commands, or a command's options (the same as 'aigw <command> --help').
`;

export const command: Command = async (argv, io) => {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h') {
    io.stdout.write(HELP);
    return 0;
  }
  if (rest.length > 0) {
    return usageError('help', `give one command, got ${argv.join(' ')}`, io);
  }
  if (name === undefined) {
    io.stdout.write(usage());
    return 0;
  }
  if (!(name in COMMANDS)) {
    io.stderr.write(`aigw help: unknown command '${name}'; the commands are: ${Object.keys(COMMANDS).join(', ')}\n`);
    return 2;
  }
  io.stdout.write(name === 'help' ? HELP : await helpOf(name));
  return 0;
};
