/** Starts and stops the control plane of test/integration/control-plane.sh; shared by the suite and the benchmark. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { KubeClient } from '../../../runtime/kube/client';

/** The repository root, from the source tree or from its build under dist/ (the benchmark runs there). */
export const REPO_ROOT = ((): string => {
  let dir = __dirname;
  while (!existsSync(join(dir, 'bin', 'aigw.js')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
})();
export const CONTROL_PLANE_SCRIPT = join(REPO_ROOT, 'test', 'integration', 'control-plane.sh');
/** Set by the suite's global setup: the state directory of the running control plane. */
export const STATE_ENV = 'AIGW_TEST_CONTROL_PLANE';

export interface ControlPlane {
  readonly stateDir: string;
  readonly server: string;
  readonly token: string;
  readonly caFile: string;
  readonly kubeconfig: string;
}

/** Provisions (first run: builds) and starts kube-apiserver + etcd; throws with their logs if they cannot start. */
export function startControlPlane(): ControlPlane {
  const stateDir = mkdtempSync(join(tmpdir(), 'aigw-control-plane-'));
  execFileSync('bash', [CONTROL_PLANE_SCRIPT, 'start', stateDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  return readControlPlane(stateDir);
}

export function stopControlPlane(stateDir: string): void {
  execFileSync('bash', [CONTROL_PLANE_SCRIPT, 'stop', stateDir], { stdio: ['ignore', 'inherit', 'inherit'] });
}

export function readControlPlane(stateDir: string): ControlPlane {
  const env = Object.fromEntries(
    readFileSync(join(stateDir, 'env'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { stateDir, server: env.SERVER, token: env.TOKEN, caFile: env.CA_FILE, kubeconfig: env.KUBECONFIG };
}

/** The control plane the global setup started; fails loudly when there is none. */
export function currentControlPlane(): ControlPlane {
  const dir = process.env[STATE_ENV];
  if (!dir) throw new Error(`${STATE_ENV} is not set: run the suite with 'npm run test:integration'`);
  return readControlPlane(dir);
}

export function clientFor(cp: ControlPlane): KubeClient {
  const ca = readFileSync(cp.caFile);
  return new KubeClient({ server: cp.server, ca, authHeaders: async () => ({ authorization: `Bearer ${cp.token}` }) });
}
