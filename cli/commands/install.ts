import type { Command } from '../command';

// Placeholder until the 'install' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw install: not available yet\n');
  return 2;
};
