/**
 * `aigw gate`: run the license gate until SIGTERM or SIGINT, then drain in-flight requests and exit 0.
 * Exit 2 on bad flags or environment, 1 when the gate cannot start (e.g. a port in use).
 */
import type { Command } from '../command';
import { GateConfigError } from '../../gate/errors';
import { gateUsage, parseGateConfig } from '../../gate/config';

export const command: Command = async (argv, io) => {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(gateUsage());
    return 0;
  }
  // Loaded here, not at the top, so `aigw gate --help` works without the server's optional packages.
  const { startGate } = await import('../../gate');
  let gate: Awaited<ReturnType<typeof startGate>>;
  try {
    // pino writes to fd 1 itself when it is the process's stdout (faster than through the stream).
    gate = await startGate({ ...parseGateConfig(argv, io.env), logStream: io.stdout === process.stdout ? undefined : io.stdout });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof GateConfigError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      io.stderr.write(`aigw gate: ${(e as Error).message}\n\n${gateUsage()}`);
      return 2;
    }
    io.stderr.write(`aigw gate: cannot start: ${(e as Error).message}\n`);
    return 1;
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
  await gate.close();
  return 0;
};
