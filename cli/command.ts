/** What every subcommand gets: its arguments and where to write. Tests pass their own streams. */
export interface CommandIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly env: NodeJS.ProcessEnv;
  /** Where `-f -` reads from. @default the process's standard input */
  readonly stdin?: NodeJS.ReadableStream;
}

/** A subcommand: resolves to the process exit code. Long-running commands resolve when they stop. */
export type Command = (argv: string[], io: CommandIo) => Promise<number>;

/** Thrown for bad command-line usage; the CLI prints the message and exits 2. */
export class UsageError extends Error {}
