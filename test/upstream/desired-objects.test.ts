/** The ConfigMap, Deployment, Service and Ingress the upstream controller applies for the examples/ ProxyInstance `main`. */
import * as path from 'node:path';
import { parse } from 'yaml';
import { desiredObjects, type DesiredInputs } from '../../upstream/proxy/desired-objects';
import { litellmConfig } from '../../upstream/proxy/litellm-config';
import { CONFIG_HASH_ANNOTATION, DEFAULT_LITELLM_IMAGE, SECRET_VERSIONS_ANNOTATION } from '../../upstream/proxy/names';
import { demoLicense, root, runRender } from '../render/support';

let emitted: any[];
/** Decoded values of the Secrets render emitted (generated keys). */
let secretValues: string[];

beforeAll(async () => {
  const run = await runRender(['-f', path.join(root, 'examples'), ...demoLicense, '-o', 'json']);
  expect(run.code).toBe(0);
  const objects = JSON.parse(run.stdout).objects as any[];
  emitted = objects.filter((o) => o.apiVersion.startsWith('proxy.aigw.dev/'));
  secretValues = objects
    .filter((o) => o.kind === 'Secret')
    .flatMap((o) => [...Object.values(o.data ?? {}).map((v: any) => Buffer.from(v, 'base64').toString()), ...Object.values(o.stringData ?? {})])
    .filter((v: any) => typeof v === 'string' && v.length >= 8) as string[];
});

function inputs(): DesiredInputs {
  const mine = (kind: string) => emitted.filter((o) => o.kind === kind && o.spec.instanceRef?.name === 'main');
  const instance = emitted.find((o) => o.kind === 'ProxyInstance' && o.metadata.name === 'main');
  return {
    instance: { ...instance, metadata: { ...instance.metadata, uid: 'uid-main' } },
    credentials: mine('ProxyCredential'),
    models: mine('ProxyModel'),
    guardrails: mine('ProxyGuardrail'),
    organizations: mine('ProxyOrganization'),
    teams: mine('ProxyTeam'),
  };
}

const container = (d: any) => d.spec.template.spec.containers[0];
const podHash = (d: any) => d.spec.template.metadata.annotations[CONFIG_HASH_ANNOTATION];

describe('desiredObjects for the examples/ ProxyInstance main', () => {
  it('writes the config builder’s config into the ConfigMap as config.yaml', () => {
    const d = desiredObjects(inputs());
    expect(d.configMap.metadata).toMatchObject({ name: 'main-litellm', namespace: 'ai' });
    expect(parse((d.configMap as any).data['config.yaml'])).toEqual(litellmConfig(inputs()).config);
  });

  it('fills every secret env var from a secretKeyRef and inlines no value', () => {
    const d = desiredObjects(inputs());
    const env = container(d.deployment).env as any[];
    const fromSecrets = env.filter((e) => e.valueFrom);
    expect(fromSecrets.map((e) => e.name).sort()).toEqual(litellmConfig(inputs()).secretEnv.map((e) => e.name).sort());
    expect(fromSecrets).toContainEqual({ name: 'LITELLM_MASTER_KEY', valueFrom: { secretKeyRef: { name: 'main-keys', key: 'masterKey' } } });
    // The only literal values are the non-secret endpoints the builder names.
    expect(env.filter((e) => 'value' in e).map((e) => e.name).sort()).toEqual([
      'JWT_AUDIENCE',
      'JWT_ISSUER',
      'JWT_PUBLIC_KEY_URL',
      'LANGFUSE_HOST',
      'MICROSOFT_TENANT',
      'PROXY_BASE_URL',
    ]);
    const written = JSON.stringify(d.objects);
    for (const v of secretValues) expect(written).not.toContain(v);
  });

  it('runs the instance image and replicas, mounts the ConfigMap, probes LiteLLM health, runs non-root', () => {
    const { deployment } = desiredObjects(inputs());
    const spec = (deployment as any).spec;
    expect(spec.replicas).toBe(2);
    const c = container(deployment);
    expect(c.image).toBe('registry.aigw.dev/aigw/litellm:1.95.1');
    expect(c.args).toEqual(['--config', '/etc/litellm/config.yaml', '--port', '4000']);
    expect(c.volumeMounts).toEqual([{ name: 'config', mountPath: '/etc/litellm', readOnly: true }]);
    expect(spec.template.spec.volumes).toEqual([{ name: 'config', configMap: { name: 'main-litellm' } }]);
    expect(c.livenessProbe.httpGet).toEqual({ path: '/health/liveliness', port: 'http' });
    expect(c.readinessProbe.httpGet).toEqual({ path: '/health/readiness', port: 'http' });
    expect(spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(c.securityContext).toEqual({ allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
    for (const [k, v] of Object.entries(spec.selector.matchLabels)) expect(spec.template.metadata.labels[k]).toBe(v);
  });

  it('puts a Service on port 4000 in front of the pods', () => {
    const { service, deployment } = desiredObjects(inputs());
    expect((service as any).spec.ports).toEqual([{ name: 'http', port: 4000, targetPort: 'http', protocol: 'TCP' }]);
    expect((service as any).spec.selector).toEqual((deployment as any).spec.selector.matchLabels);
  });

  it('makes the ProxyInstance the controller owner of every object', () => {
    for (const o of desiredObjects(inputs()).objects) {
      expect(o.metadata.ownerReferences).toEqual([
        { apiVersion: 'proxy.aigw.dev/v1alpha1', kind: 'ProxyInstance', name: 'main', uid: 'uid-main', controller: true, blockOwnerDeletion: true },
      ]);
      // The label the controller's caches index children by, so prune can find them.
      expect(o.metadata.labels?.['aigw.dev/owner-uid']).toBe('uid-main');
    }
  });

  it('changes the pod-template hash when a model changes, and only then', () => {
    const before = desiredObjects(inputs());
    expect(podHash(desiredObjects(inputs()).deployment)).toBe(podHash(before.deployment));
    const edited = inputs();
    const models = edited.models.map((m: any) => (m.spec.modelName === 'chat' ? { ...m, spec: { ...m.spec, litellmParams: { ...m.spec.litellmParams, model: 'openai/gpt-4.1-mini' } } } : m));
    const after = desiredObjects({ ...edited, models });
    expect(podHash(after.deployment)).not.toBe(podHash(before.deployment));
    expect((after.configMap as any).data['config.yaml']).toContain('openai/gpt-4.1-mini');
  });

  it('uses the default image when the instance names none', () => {
    const i = inputs();
    const { image: _image, ...spec } = i.instance.spec as any;
    const d = desiredObjects({ ...i, instance: { ...i.instance, spec } });
    expect(container(d.deployment).image).toBe(DEFAULT_LITELLM_IMAGE);
    expect(container(desiredObjects({ ...i, instance: { ...i.instance, spec } }, { defaultImage: 'reg.local/litellm:1' }).deployment).image).toBe('reg.local/litellm:1');
  });

  it('rolls the pods when a Secret the env reads changes version, not for an unrelated one', () => {
    const versions = { 'main-model-credentials': '10', 'main-keys': '11', unrelated: '12' };
    const annotation = (v: Record<string, string>) => (desiredObjects(inputs(), { secretVersions: v }).deployment as any).spec.template.metadata.annotations;
    const before = annotation(versions);
    expect(before[SECRET_VERSIONS_ANNOTATION]).toMatch(/^[0-9a-f]{32}$/);
    expect(annotation({ ...versions, unrelated: '99' })[SECRET_VERSIONS_ANNOTATION]).toBe(before[SECRET_VERSIONS_ANNOTATION]);
    expect(annotation({ ...versions, 'main-model-credentials': '13' })[SECRET_VERSIONS_ANNOTATION]).not.toBe(before[SECRET_VERSIONS_ANNOTATION]);
    // Offline (no versions known): no annotation, and the config hash alone.
    expect(Object.keys((desiredObjects(inputs()).deployment as any).spec.template.metadata.annotations)).toEqual([CONFIG_HASH_ANNOTATION]);
  });

  it('exposes the Service through an Ingress for spec.ingress: host, TLS Secret named after the instance, port 4000', () => {
    const d = desiredObjects(inputs());
    expect(d.objects.map((o) => o.kind)).toEqual(['ConfigMap', 'Service', 'Deployment', 'Ingress']);
    expect(d.ingress).toMatchObject({ apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', metadata: { name: 'main-litellm', namespace: 'ai' } });
    expect((d.ingress as any).spec).toEqual({
      tls: [{ hosts: ['ai.example.com'], secretName: 'main-tls' }],
      rules: [{ host: 'ai.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'main-litellm', port: { number: 4000 } } } }] } }],
    });
  });

  it('emits no Ingress when spec.ingress is removed or disabled, and no TLS without tls', () => {
    const i = inputs();
    const { ingress: _ingress, ...spec } = i.instance.spec as any;
    expect(desiredObjects({ ...i, instance: { ...i.instance, spec } }).ingress).toBeUndefined();
    const off = desiredObjects({ ...i, instance: { ...i.instance, spec: { ...spec, ingress: { enabled: false, host: 'ai.example.com' } } } });
    expect(off.ingress).toBeUndefined();
    expect(off.objects.map((o) => o.kind)).toEqual(['ConfigMap', 'Service', 'Deployment']);
    const plain = desiredObjects({ ...i, instance: { ...i.instance, spec: { ...spec, ingress: { enabled: true, host: 'ai.example.com' } } } });
    expect((plain.ingress as any).spec.tls).toBeUndefined();
    // TLS without a host cannot be served: plain HTTP for every host, and said.
    const hostless = desiredObjects({ ...i, instance: { ...i.instance, spec: { ...spec, ingress: { enabled: true, tls: true } } } });
    expect((hostless.ingress as any).spec).toEqual({ rules: [{ http: { paths: [expect.objectContaining({ path: '/' })] } }] });
    expect(hostless.build.unsupported).toContain('ProxyInstance/main.spec.ingress.tls: needs spec.ingress.host; the Ingress serves plain HTTP for every host');
  });
});
