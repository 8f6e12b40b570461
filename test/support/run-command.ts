/**
 * Runs one `aigw` subcommand in-process, as the CLI would, with its output captured: the tests of
 * every command read the exit code and the two streams the same way.
 */
import { PassThrough } from 'node:stream';
import type { Command } from '../../cli/command';

export interface CommandRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCommand(command: Command, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CommandRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (b: Buffer) => out.push(b));
  stderr.on('data', (b: Buffer) => err.push(b));
  const code = await command(args, { stdout, stderr, env });
  return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}
