import type { Command } from '../command';

// Placeholder until the 'license' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw license: not available yet\n');
  return 2;
};
