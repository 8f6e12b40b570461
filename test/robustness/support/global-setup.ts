import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Installs the Debian packages the suite reads (a no-op once they are there); fails, never skips, without them. */
export default function globalSetup(): void {
  execFileSync('bash', [join(__dirname, '..', '..', '..', 'scripts', 'robustness-corpus.sh')], { stdio: ['ignore', 'inherit', 'inherit'], timeout: 15 * 60_000 });
}
