/**
 * The Ingress that exposes an alt gateway's API Service outside the cluster, as the upstream proxy
 * controller does for a `proxy` gateway: one `/` Prefix path to the Service, the host when one is
 * named (none: every host), TLS for that host from the Secret `<gateway>-tls`, the cluster's default
 * IngressClass (the Gateway names none).
 */
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { boundedName } from '../meta/names';

/** The port of the alt gateway's API Service (`<gateway>`), which the alt operator creates. */
export const ALT_API_PORT = 8080;

/**
 * The TLS Secret the Ingress serves its host with: a `kubernetes.io/tls` Secret (keys `tls.crt` and
 * `tls.key`) that you or a certificate issuer create. The operator only names it.
 */
export function altTlsSecretName(gateway: string): string {
  return boundedName(`${gateway}-tls`);
}

export interface AltIngressProps {
  /** The gateway name: the Service the Ingress routes to, and the Ingress's own name. */
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default - every host */
  readonly host?: string;
  /** Serve `host` over TLS from {@link altTlsSecretName}. Needs `host`. @default false */
  readonly tls?: boolean;
}

export class AltIngress extends Construct {
  readonly name: string;
  /** The TLS Secret referenced, when TLS is on. */
  readonly tlsSecretName?: string;

  constructor(scope: Construct, id: string, props: AltIngressProps) {
    super(scope, id);
    if (props.tls && !props.host) {
      // An Ingress TLS block without a host would serve the certificate for every host: refuse it here
      // so a construct user learns it; plan() reports it as an unsupported field instead.
      throw new Error(`ingress TLS needs a host (gateway '${props.gateway}')`);
    }
    this.name = props.gateway;
    this.tlsSecretName = props.tls ? altTlsSecretName(props.gateway) : undefined;
    const backend = { service: { name: props.gateway, port: { number: ALT_API_PORT } } };
    new k8s.KubeIngress(this, 'Resource', {
      metadata: { name: this.name, namespace: props.namespace },
      spec: {
        ...(this.tlsSecretName ? { tls: [{ hosts: [props.host!], secretName: this.tlsSecretName }] } : {}),
        rules: [{ ...(props.host ? { host: props.host } : {}), http: { paths: [{ path: '/', pathType: 'Prefix', backend }] } }],
      },
    });
  }
}
