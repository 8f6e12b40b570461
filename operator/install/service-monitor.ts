/**
 * Prometheus Operator ServiceMonitors for aigw's metrics: one for the operator replicas (their
 * metrics Service in the operator's namespace) and one for every license gate (each gate's Service
 * has a `metrics` port), in the namespaces the operator watches. The same objects are printed by
 * `aigw install --service-monitor true` and applied by the operator itself under `auto`, when the
 * cluster serves the kind (operator/service-monitors.ts).
 */
import type { KubeObject } from '../../runtime/kube/types';

export const SERVICE_MONITOR_API_VERSION = 'monitoring.coreos.com/v1';
export const SERVICE_MONITOR_KIND = 'ServiceMonitor';

/** `auto`: applied by the operator when the cluster serves the kind; `true`: part of the install; `false`: none. */
export type ServiceMonitorMode = 'auto' | boolean;

export interface ServiceMonitorProps {
  /** Namespace of the operator (and of the ServiceMonitors). */
  readonly namespace: string;
  /** Namespaces whose gates are scraped. @default all namespaces */
  readonly watchNamespaces?: readonly string[];
  /** @default '30s' */
  readonly interval?: string;
}

/** The operator's own labels and its metrics Service's selector. */
const OPERATOR_LABELS = { 'app.kubernetes.io/name': 'aigw-operator', 'app.kubernetes.io/managed-by': 'aigw' };
/** What every gate Service carries (lib/guardrail/guardrail-release.ts). */
const GATE_SELECTOR = { 'app.kubernetes.io/component': 'license-gate', 'app.kubernetes.io/managed-by': 'aigw' };

/** The two ServiceMonitors, as plain objects. */
export function serviceMonitors(props: ServiceMonitorProps): KubeObject[] {
  const interval = props.interval ?? '30s';
  const endpoints = [{ port: 'metrics', path: '/metrics', interval }];
  const metadata = (name: string) => ({ name, namespace: props.namespace, labels: { ...OPERATOR_LABELS } });
  return [
    {
      apiVersion: SERVICE_MONITOR_API_VERSION,
      kind: SERVICE_MONITOR_KIND,
      metadata: metadata('aigw-operator'),
      spec: { selector: { matchLabels: { 'app.kubernetes.io/name': 'aigw-operator' } }, namespaceSelector: { matchNames: [props.namespace] }, endpoints },
    },
    {
      apiVersion: SERVICE_MONITOR_API_VERSION,
      kind: SERVICE_MONITOR_KIND,
      metadata: metadata('aigw-gates'),
      spec: {
        selector: { matchLabels: { ...GATE_SELECTOR } },
        namespaceSelector: props.watchNamespaces ? { matchNames: [...props.watchNamespaces] } : { any: true },
        endpoints,
      },
    },
  ];
}

/** `--service-monitor` as text: auto, true or false. */
export function parseServiceMonitorMode(flag: string, text: string | undefined): ServiceMonitorMode {
  if (text === undefined || text === 'auto') return 'auto';
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new Error(`${flag} must be auto, true or false, got ${JSON.stringify(text)}`);
}
