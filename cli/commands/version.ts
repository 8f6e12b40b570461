/** `aigw version [-o json]`: the version of aigw and of the Node.js it runs on. */
import type { Command } from '../command';
import { parseFlags, usageError } from '../flags';
import { aigwVersion } from '../version';

const HELP = `usage: aigw version [-o json]

Prints aigw's version (also 'aigw --version').

  -o, --output json   {"aigw":"<version>","node":"<version>","platform":"<os>/<arch>"}
`;

export const command: Command = async (argv, io) => {
  const flags = parseFlags('version', HELP, io, {
    args: argv,
    options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (typeof flags === 'number') return flags;
  const output = flags.values.output;
  if (output !== undefined && output !== 'json') {
    return usageError('version', `-o must be json, got '${output}'`, io);
  }
  if (output === 'json') {
    io.stdout.write(`${JSON.stringify({ aigw: aigwVersion(), node: process.version, platform: `${process.platform}/${process.arch}` })}\n`);
  } else {
    io.stdout.write(`aigw ${aigwVersion()} (node ${process.version}, ${process.platform}/${process.arch})\n`);
  }
  return 0;
};
