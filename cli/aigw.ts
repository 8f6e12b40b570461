/**
 * The one `aigw` command. Each subcommand lives in `cli/commands/<name>.ts` and is loaded only when
 * called, so `aigw render` never loads the operator's Kubernetes client or the gate's server.
 */
import type { Command } from './command';
import { missingOptionalPackage, missingPackageMessage } from './optional-packages';

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ command: Command }> }> = {
  render: { summary: 'render Guardrail/Gateway files offline, as the operator would apply them', load: () => import('./commands/render') },
  license: { summary: 'keygen | issue | revoke | verify platform licenses', load: () => import('./commands/license') },
  gate: { summary: 'run the license-gate proxy in front of a guardrail engine', load: () => import('./commands/gate') },
  operator: { summary: 'run the operator against a cluster', load: () => import('./commands/operator') },
  engine: { summary: 'run a catalog guardrail engine (pseudonymizer)', load: () => import('./commands/engine') },
  install: { summary: 'print the manifests that install the operator', load: () => import('./commands/install') },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `usage: aigw <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nRun 'aigw <command> --help' for a command's options.\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    process.stderr.write(`aigw: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    const { command } = await entry.load();
    return await command(rest, { stdout: process.stdout, stderr: process.stderr, env: process.env });
  } catch (err) {
    const missing = missingOptionalPackage(err);
    if (!missing) throw err;
    process.stderr.write(missingPackageMessage(name, missing));
    return 1;
  }
}
