import type { Command } from '../command';

// Placeholder until the 'engine' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw engine: not available yet\n');
  return 2;
};
