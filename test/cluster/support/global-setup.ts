import { spawnSync } from 'node:child_process';
import { CLUSTER_SCRIPT, STATE_DIR } from './cluster';

/** Starts the cluster once for the run; `cluster.sh up` tears itself down when it cannot start. */
export default function globalSetup(): void {
  const started = Date.now();
  const r = spawnSync('bash', [CLUSTER_SCRIPT, 'up', STATE_DIR], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`test/cluster/cluster.sh up failed (exit ${r.status}); its log is above`);
  process.stderr.write(`\n[cluster] up in ${((Date.now() - started) / 1000).toFixed(1)}s, kubeconfig ${r.stdout.trim().split('\n').pop()}\n`);
}
