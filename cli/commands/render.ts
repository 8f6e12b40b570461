import type { Command } from '../command';

// Placeholder until the 'render' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw render: not available yet\n');
  return 2;
};
