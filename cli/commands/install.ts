/**
 * `aigw install`: prints, as one YAML stream, everything that installs the operator (CRDs, RBAC,
 * ServiceAccount, Deployment) and the upstream controller of the `proxy` kinds beside it. Apply it
 * with `kubectl apply --server-side -f -`.
 */
import { App } from 'cdk8s';
import { DEFAULT_OPERATOR_IMAGE } from '../../lib/meta/images';
import { readCrds } from '../../operator/crds';
import { OperatorInstall } from '../../operator/install/operator-install';
import type { Command } from '../command';
import { ENGINE_RELEASE_HELP, ENGINE_RELEASE_OPTIONS, engineReleaseSettings } from '../engine-release-flags';
import { integerFlag, parseFlags, readFlagFile, shippedCrdsDir } from '../flags';
import { PLACEMENT_HELP, PLACEMENT_OPTIONS, placementSettings } from '../placement-flags';
import { namespaceList } from '../namespace-list';
import { parseServiceMonitorMode } from '../../operator/install/service-monitor';

const HELP = `usage: aigw install [options] > aigw.yaml

  --image IMAGE                  the aigw image: operator, and (unless set below) license gate and
                                 catalog engines (default ${DEFAULT_OPERATOR_IMAGE})
  --namespace NS                 namespace the operator runs in (default aigw-system)
  --replicas N                   operator replicas; leader election keeps one writer (default 2)
  --guardrail-proxy-image IMAGE  license-gate image, passed to the operator (default: --image)
  --engine-image IMAGE           catalog-engine image, passed to the operator (default: --image)
  --upstream-proxy-image IMAGE   image of the upstream controller of the proxy kinds
                                 (aigw upstream proxy), installed beside the operator (default: --image)
  --without-upstream-proxy       leave that controller out (you run your own upstream side); the
                                 operator then does not wait for it
${ENGINE_RELEASE_HELP}  --license-secret NS/NAME       the platform license Secret the operator reads
  --license-public-key FILE      PEM key that verifies licenses (shipped as a ConfigMap)
  --watch-namespace NS[,NS...]   watch these namespaces only: the operator and the upstream
                                 controller then get Roles there (and the operator in
                                 platform-guardrail-system) instead of ClusterRoles (default all)
  --crds-dir DIR                 CRDs to include (default: the crds/ shipped with aigw)
  --skip-crd-management          the operator never writes CRDs (no RBAC for it); upgrade them by
                                 applying a newer install
  --service-monitor MODE         Prometheus Operator ServiceMonitors for the operator and the gates:
                                 auto (the operator applies them once the cluster serves
                                 monitoring.coreos.com/v1, else says it skipped them), true (in this
                                 output), false (none) (default auto)
${PLACEMENT_HELP}`;

export const command: Command = async (argv, io) => {
  const flags = parseFlags('install', HELP, io, {
    args: argv,
    options: {
      image: { type: 'string' },
      namespace: { type: 'string' },
      replicas: { type: 'string' },
      'guardrail-proxy-image': { type: 'string' },
      'engine-image': { type: 'string' },
      'upstream-proxy-image': { type: 'string' },
      'without-upstream-proxy': { type: 'boolean' },
      ...ENGINE_RELEASE_OPTIONS,
      'license-secret': { type: 'string' },
      'license-public-key': { type: 'string' },
      'watch-namespace': { type: 'string' },
      'crds-dir': { type: 'string' },
      'skip-crd-management': { type: 'boolean' },
      'service-monitor': { type: 'string' },
      ...PLACEMENT_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (typeof flags === 'number') return flags;
  const { values } = flags;
  try {
    if (values['without-upstream-proxy'] && values['upstream-proxy-image'] !== undefined) {
      throw new Error('--upstream-proxy-image and --without-upstream-proxy exclude each other');
    }
    const app = new App();
    new OperatorInstall(app, 'aigw-operator', {
      crds: readCrds(values['crds-dir'] ?? shippedCrdsDir()),
      image: values.image ?? DEFAULT_OPERATOR_IMAGE,
      operatorNamespace: values.namespace,
      replicas: values.replicas !== undefined ? integerFlag('--replicas', values.replicas) : undefined,
      // One image holds the operator, the gate and the engines: a custom --image is theirs too.
      guardrailProxyImage: values['guardrail-proxy-image'] ?? values.image,
      engineImage: values['engine-image'] ?? values.image,
      ...engineReleaseSettings(values),
      licenseSecret: values['license-secret'],
      licensePublicKeyPem: values['license-public-key'] !== undefined ? readFlagFile('--license-public-key', values['license-public-key']) : undefined,
      watchNamespaces: namespaceList('--watch-namespace', values['watch-namespace']),
      serviceMonitor: parseServiceMonitorMode('--service-monitor', values['service-monitor']),
      manageCrds: !values['skip-crd-management'],
      upstreamProxyImage: values['without-upstream-proxy'] ? false : (values['upstream-proxy-image'] ?? values.image),
      placement: placementSettings(values),
    });
    io.stdout.write(app.synthYaml());
    return 0;
  } catch (e) {
    io.stderr.write(`aigw install: ${(e as Error).message}\n`);
    return 2;
  }
};
