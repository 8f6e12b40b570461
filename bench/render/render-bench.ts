/**
 * `npm run bench:render`: what `aigw render` costs on hostile-sized input. For each input it times,
 * in the same run:
 *   baseline  the YAML library reading the file text (parseAllDocuments + toJS, no duplicate-key check)
 *   render    `aigw render -f FILE -o json` end to end through the CLI entry (read, parse, duplicate keys,
 *             schema check, plan, JSON output)
 * and prints seconds and the ratio render/baseline (what the renderer adds over reading the YAML at
 * all). Inputs: one mapping of 200k keys, 140k documents in one file, a 50 MB file of Secrets. Each
 * figure is the median over the rounds. Asserts nothing.
 *
 * Settings (environment): BENCH_RENDER_ROUNDS (default 3), BENCH_RENDER_SCALE (default 1: a fraction
 * shrinks every input, e.g. 0.1 for a quick look).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseAllDocuments } from 'yaml';
import { command } from '../../cli/commands/render';

const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 3);
const SCALE = Number(process.env.BENCH_RENDER_SCALE ?? 1);

interface Input {
  readonly name: string;
  readonly text: () => string;
}

function keys(n: number): string {
  const lines = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: big', 'data:'];
  for (let i = 0; i < n; i++) lines.push(`  k${i}: v`);
  return `${lines.join('\n')}\n`;
}

function documents(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: s${i}\nstringData:\n  k: v\n`);
  return parts.join('---\n');
}

function secretsOfSize(bytes: number): string {
  const value = 'x'.repeat(300);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const doc = `apiVersion: v1\nkind: Secret\nmetadata:\n  name: m${i}\nstringData:\n  k: ${value}\n`;
    parts.push(doc);
    size += doc.length + 4;
  }
  return parts.join('---\n');
}

const INPUTS: Input[] = [
  { name: `${Math.round(200_000 * SCALE)} keys in one mapping`, text: () => keys(Math.round(200_000 * SCALE)) },
  { name: `${Math.round(140_000 * SCALE)} documents in one file`, text: () => documents(Math.round(140_000 * SCALE)) },
  { name: `${Math.round(50 * SCALE)} MB of Secrets`, text: () => secretsOfSize(50_000_000 * SCALE) },
];

const sink = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'aigw-render-bench-'));
  try {
    console.log(`aigw render bench: ${ROUNDS} round(s), median seconds; node ${process.version}`);
    console.log(`${'input'.padEnd(30)} ${'baseline'.padStart(9)} ${'render'.padStart(9)} ${'ratio'.padStart(7)}  exit`);
    for (const input of INPUTS) {
      const file = join(dir, 'input.yaml');
      writeFileSync(file, input.text());
      const baseline: number[] = [];
      const rendered: number[] = [];
      let exit = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const text = readFileSync(file, 'utf8');
        let t = process.hrtime.bigint();
        for (const doc of parseAllDocuments(text, { uniqueKeys: false })) doc.toJS();
        baseline.push(seconds(t));
        t = process.hrtime.bigint();
        exit = await command(['-f', file, '-o', 'json'], { stdout: sink(), stderr: sink(), env: {} });
        rendered.push(seconds(t));
      }
      const b = median(baseline);
      const r = median(rendered);
      console.log(`${input.name.padEnd(30)} ${b.toFixed(2).padStart(9)} ${r.toFixed(2).padStart(9)} ${(r / b).toFixed(2).padStart(6)}x  ${exit}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
