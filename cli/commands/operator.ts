import type { Command } from '../command';

// Placeholder until the 'operator' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw operator: not available yet\n');
  return 2;
};
