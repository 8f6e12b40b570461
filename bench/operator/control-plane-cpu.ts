/** CPU seconds of the benchmark's own kube-apiserver and etcd, read from /proc. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSeconds } from '../support/process-cpu';

/** The pid a control-plane process wrote into its state directory. */
export function controlPlanePid(stateDir: string, what: 'kube-apiserver' | 'etcd'): number {
  return Number(readFileSync(join(stateDir, `${what}.pid`), 'utf8').trim());
}

/** CPU seconds of the API server, etcd and this process so far. */
export function peerCpuSeconds(stateDir: string): { apiserver: number; etcd: number; bench: number } {
  const own = process.cpuUsage();
  return { apiserver: cpuSeconds(controlPlanePid(stateDir, 'kube-apiserver')), etcd: cpuSeconds(controlPlanePid(stateDir, 'etcd')), bench: (own.user + own.system) / 1e6 };
}
