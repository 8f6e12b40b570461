import { spawnSync } from 'node:child_process';
import { CLUSTER_SCRIPT, STATE_DIR } from './cluster';

/** Takes the cluster down whatever the tests did: processes by pid, iptables rules, bridge, mounts. */
export default function globalTeardown(): void {
  if (process.env.AIGW_CLUSTER_KEEP === '1') {
    process.stderr.write(`[cluster] AIGW_CLUSTER_KEEP=1: left running in ${STATE_DIR}; stop it with npm run cluster:down\n`);
    return;
  }
  const r = spawnSync('bash', [CLUSTER_SCRIPT, 'down', STATE_DIR], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`test/cluster/cluster.sh down failed (exit ${r.status})`);
}
