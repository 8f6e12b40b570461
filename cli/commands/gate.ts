import type { Command } from '../command';

// Placeholder until the 'gate' command is built.
export const command: Command = async (_argv, io) => {
  io.stderr.write('aigw gate: not available yet\n');
  return 2;
};
