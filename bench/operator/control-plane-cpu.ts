/** CPU seconds of the benchmark's own kube-apiserver and etcd (and of any process), read from /proc. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** User plus system CPU seconds of `pid` so far (Linux; /proc counts in USER_HZ, 100 per second). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The pid a control-plane process wrote into its state directory. */
export function controlPlanePid(stateDir: string, what: 'kube-apiserver' | 'etcd'): number {
  return Number(readFileSync(join(stateDir, `${what}.pid`), 'utf8').trim());
}

/** CPU seconds of the API server, etcd and this process so far. */
export function peerCpuSeconds(stateDir: string): { apiserver: number; etcd: number; bench: number } {
  const own = process.cpuUsage();
  return { apiserver: cpuSeconds(controlPlanePid(stateDir, 'kube-apiserver')), etcd: cpuSeconds(controlPlanePid(stateDir, 'etcd')), bench: (own.user + own.system) / 1e6 };
}
