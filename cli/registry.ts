/**
 * Every `aigw` subcommand: its one-line summary and how to load it. Each lives in
 * `cli/commands/<name>.ts` and is loaded only when called, so `aigw render` never loads the
 * operator's Kubernetes client or the gate's server.
 */
import type { Command } from './command';

export interface CommandEntry {
  readonly summary: string;
  /** Words that may follow the command name (`aigw license issue`), for help and completion. */
  readonly subcommands?: readonly string[];
  readonly load: () => Promise<{ command: Command }>;
}

export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  render: { summary: 'render Guardrail/Gateway files offline, as the operator would apply them', load: () => import('./commands/render') },
  license: { summary: 'keygen | issue | revoke | verify platform licenses', subcommands: ['keygen', 'issue', 'revoke', 'verify'], load: () => import('./commands/license') },
  gate: { summary: 'run the license-gate proxy in front of a guardrail engine', load: () => import('./commands/gate') },
  operator: { summary: 'run the operator against a cluster', load: () => import('./commands/operator') },
  upstream: { summary: "run aigw's controller for the proxy.aigw.dev kinds (LiteLLM), or render its config", subcommands: ['proxy'], load: () => import('./commands/upstream') },
  engine: { summary: 'run a catalog guardrail engine (pseudonymizer)', subcommands: ['pseudonymizer'], load: () => import('./commands/engine') },
  install: { summary: 'print the manifests that install the operator', load: () => import('./commands/install') },
  uninstall: { summary: 'delete every aigw object, waiting for the operator to clean up, then the install', load: () => import('./commands/uninstall') },
  version: { summary: "print aigw's version", load: () => import('./commands/version') },
  completion: { summary: 'print a bash or zsh completion script', subcommands: ['bash', 'zsh'], load: () => import('./commands/completion') },
  help: { summary: "print a command's help", load: () => import('./commands/help') },
};

/** The top-level help. */
export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(11)} ${c.summary}`);
  return (
    `usage: aigw <command> [options]\n\ncommands:\n${lines.join('\n')}\n\n` +
    `Run 'aigw help <command>' or 'aigw <command> --help' for a command's options, 'aigw --version' for the version.\n`
  );
}

/** A command's help text, as `aigw <command> --help` prints it. */
export async function helpOf(name: string): Promise<string> {
  const { command } = await COMMANDS[name].load();
  const chunks: string[] = [];
  const sink = { write: (c: string | Uint8Array) => (chunks.push(String(c)), true) } as NodeJS.WritableStream;
  await command(['--help'], { stdout: sink, stderr: sink, env: {} });
  return chunks.join('');
}
