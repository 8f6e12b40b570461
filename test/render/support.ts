/** Runs `aigw render` through its CLI entry with captured output, and writes input files. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { command } from '../../cli/commands/render';

export interface RenderRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runRender(args: string[]): Promise<RenderRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (b) => out.push(b));
  stderr.on('data', (b) => err.push(b));
  const code = await command(args, { stdout, stderr, env: {} });
  return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}

/** A temp directory for one suite; `write` puts a file in it and returns its path. */
export function tempInputs(prefix: string): { dir: () => string; write: (name: string, text: string) => string; cleanup: () => void } {
  let dir: string | undefined;
  const ensure = () => (dir ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  return {
    dir: ensure,
    write: (name, text) => {
      const file = path.join(ensure(), name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      return file;
    },
    cleanup: () => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const root = path.resolve(__dirname, '..', '..');
export const demoLicense = ['--license', path.join(root, 'examples/license/demo.jwt'), '--license-public-key', path.join(root, 'examples/license/demo.pub')];
