/**
 * `aigw install`: prints, as one YAML stream, everything that installs the operator (CRDs, RBAC,
 * ServiceAccount, Deployment). Apply it with `kubectl apply --server-side -f -`.
 */
import { readFileSync } from 'node:fs';
import { App } from 'cdk8s';
import { readCrds } from '../../operator/crds';
import { OperatorInstall } from '../../operator/install/operator-install';
import type { Command } from '../command';
import { findShipped, parseFlags, shippedCrdsDir } from '../flags';

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

function version(): string {
  const pkg = findShipped('package.json');
  return pkg ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version : 'latest';
}

export const command: Command = async (argv, io) => {
  const flags = parseFlags('install', HELP, io, {
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
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
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
