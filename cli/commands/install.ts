/**
 * `aigw install`: prints, as one YAML stream, everything that installs the operator (CRDs, RBAC,
 * ServiceAccount, Deployment). Apply it with `kubectl apply --server-side -f -`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { App } from 'cdk8s';
import { readCrds } from '../../operator/crds';
import { OperatorInstall } from '../../operator/install/operator-install';
import type { Command } from '../command';

const HELP = `usage: aigw install [options] > aigw.yaml

  --image IMAGE                  operator image (default registry.aigw.dev/aigw/operator:<version>)
  --namespace NS                 namespace the operator runs in (default aigw-system)
  --replicas N                   operator replicas; leader election keeps one writer (default 2)
  --guardrail-proxy-image IMAGE  passed to the operator
  --license-secret NS/NAME       the platform license Secret the operator reads
  --license-public-key FILE      PEM key that verifies licenses (shipped as a ConfigMap)
  --watch-namespace NS           watch one namespace only (default all)
  --crds-dir DIR                 CRDs to include (default: the crds/ shipped with aigw)
`;

function shippedCrdsDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'crds'))) return join(dir, 'crds');
    dir = dirname(dir);
  }
  return resolve('crds');
}

function version(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    dir = dirname(dir);
  }
  return 'latest';
}

export const command: Command = async (argv, io) => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        image: { type: 'string' },
        namespace: { type: 'string' },
        replicas: { type: 'string' },
        'guardrail-proxy-image': { type: 'string' },
        'license-secret': { type: 'string' },
        'license-public-key': { type: 'string' },
        'watch-namespace': { type: 'string' },
        'crds-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    io.stderr.write(`aigw install: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(HELP);
    return 0;
  }
  try {
    const app = new App();
    new OperatorInstall(app, 'aigw-operator', {
      crds: readCrds(values['crds-dir'] ?? shippedCrdsDir()),
      image: values.image ?? `registry.aigw.dev/aigw/operator:${version()}`,
      operatorNamespace: values.namespace,
      replicas: values.replicas !== undefined ? Number(values.replicas) : undefined,
      guardrailProxyImage: values['guardrail-proxy-image'],
      licenseSecret: values['license-secret'],
      licensePublicKeyPem: values['license-public-key'] !== undefined ? readFileSync(values['license-public-key'], 'utf8') : undefined,
      watchNamespace: values['watch-namespace'],
    });
    io.stdout.write(app.synthYaml());
    return 0;
  } catch (e) {
    io.stderr.write(`aigw install: ${(e as Error).message}\n`);
    return 2;
  }
};
