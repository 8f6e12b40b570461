/**
 * The shipped examples, built with the constructs, give the objects `aigw render` gives (generated
 * Secrets included): each Guardrail through `GuardrailRelease.fromResource`, each Gateway through
 * `ProxyGatewayStack.fromResource` / `AltGatewayStack.fromResource` with its `guardrailRefs` wired by
 * `addGuardrail`, all in one chart, so the shared engine release appears once, as render lists it.
 * What only the operator adds is left out of the comparison: the owner labels and ownerReferences,
 * and the annotation recording which Guardrails a Gateway's applied plan wired. Then each Stack through
 * `StackRelease.fromResource` (its stores, its Gateway and that Gateway's objects), and each
 * Organization, Identity, Team and ChatUI through its construct's `fromResource`, on the gateway stack
 * it names.
 * Every object render emits is compared: a primary kind without a construct fails the test.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Chart, Testing } from 'cdk8s';
import { parseAllDocuments } from 'yaml';
import { AltGatewayStack } from '../../lib/alt/alt-gateway-stack';
import { ssoPublicSecretValues } from '../../lib/alt/alt-sso-client-id';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { GENERATED_FOR_LABEL } from '../../lib/plan/generated-secrets';
import { APPLIED_GUARDRAILS_ANNOTATION, UNWIRED_GUARDRAILS_ANNOTATION } from '../../lib/plan/wired-guardrail';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { StackRelease } from '../../lib/platform/stack-release';
import { isFactKind, primaryKindOf } from '../../lib/plan/kinds';
import { ChatUIRelease } from '../../lib/tenancy/chatui-release';
import { IdentityRelease } from '../../lib/tenancy/identity-release';
import { OrganizationRelease } from '../../lib/tenancy/organization-release';
import { TeamRelease } from '../../lib/tenancy/team-release';
import { OBSERVABILITY_FEATURE } from '../../lib/plan/observability';
import { COMMUNITY } from '../../lib/plan/types';
import { demoLicense, root, runRender } from '../render/support';

const EXAMPLES = path.join(root, 'examples');
const LICENSE_MATERIAL = {
  token: fs.readFileSync(path.join(EXAMPLES, 'license/demo.jwt'), 'utf8').trim(),
  publicKey: fs.readFileSync(path.join(EXAMPLES, 'license/demo.pub'), 'utf8'),
};
const OWNER_KIND = 'aigw.dev/owner-kind';

/** The construct of each primary kind built after the Guardrails and Gateways, in the order they name each other. */
const TENANT_BUILDERS: Array<[string, (chart: Chart, id: string, doc: Json) => unknown]> = [
  ['Organization', (chart, id, doc) => OrganizationRelease.fromResource(chart, id, doc as never)],
  ['Identity', (chart, id, doc) => IdentityRelease.fromResource(chart, id, doc as never)],
  ['Team', (chart, id, doc) => TeamRelease.fromResource(chart, id, doc as never)],
  ['ChatUI', (chart, id, doc) => ChatUIRelease.fromResource(chart, id, doc as never)],
];

type Json = Record<string, any>;

/** An object without what only the operator stamps on it. */
function withoutOperatorStamps(o: Json): Json {
  const { ownerReferences: _refs, labels = {}, annotations = {}, ...metadata } = o.metadata;
  const kept = Object.fromEntries(Object.entries(labels).filter(([k]) => !k.startsWith('aigw.dev/owner-') && !(k === 'app.kubernetes.io/managed-by' && labels[OWNER_KIND])));
  const notes = Object.fromEntries(Object.entries(annotations).filter(([k]) => k !== APPLIED_GUARDRAILS_ANNOTATION && k !== UNWIRED_GUARDRAILS_ANNOTATION));
  return { ...o, metadata: { ...metadata, ...(Object.keys(kept).length > 0 ? { labels: kept } : {}), ...(Object.keys(notes).length > 0 ? { annotations: notes } : {}) } };
}

const key = (o: Json) => `${o.kind} ${o.metadata.namespace ?? ''}/${o.metadata.name}`;
const byKey = (objects: Json[]) => Object.fromEntries(objects.map((o) => [key(o), o]));

/** Everything the constructs build from the example's primaries, in one chart. */
function constructObjects(docs: Json[], platformObjects: Json[], secrets: Json[]): Json[] {
  // The one Secret value a Gateway reads, as render reads it: an alt SSO's public client id.
  const readSecretValue = (namespace: string, name: string, key: string) => {
    const secret = secrets.find((o) => (o.metadata.namespace ?? 'default') === namespace && o.metadata.name === name);
    return secret?.stringData?.[key] ?? (secret?.data?.[key] !== undefined ? Buffer.from(secret.data[key], 'base64').toString('utf8') : undefined);
  };
  // The demo license grants observability; the Observability objects come from the example.
  const facts = { entitlements: { ...COMMUNITY, features: [...COMMUNITY.features, OBSERVABILITY_FEATURE] }, platformObjects: platformObjects as never };
  const chart = new Chart(Testing.app(), 'examples', { disableResourceNameHashes: true });
  const releases = new Map<string, GuardrailRelease>();
  for (const doc of docs.filter((d) => d.kind === 'Guardrail')) {
    const release = GuardrailRelease.fromResource(chart, `guardrail-${doc.metadata.name}`, doc as never, { licenseMaterial: LICENSE_MATERIAL });
    releases.set(`${release.namespace}/${release.name}`, release);
  }
  for (const doc of docs.filter((d) => d.kind === 'Gateway')) {
    const namespace = doc.metadata.namespace ?? 'default';
    const refs: Json[] = doc.spec.guardrailRefs ?? [];
    const wired = refs.map((r) => releases.get(`${r.namespace ?? namespace}/${r.name}`)!);
    const resource = { ...doc, spec: { ...doc.spec, guardrailRefs: undefined } };
    if (doc.spec.type === 'alt') {
      const stack = AltGatewayStack.fromResource(chart, `gateway-${doc.metadata.name}`, resource as never, {
        facts: { ...facts, publicSecretValues: ssoPublicSecretValues({ ...doc, metadata: { ...doc.metadata, namespace } } as never, readSecretValue) },
      });
      for (const release of wired) stack.addGuardrail(release);
    } else {
      const stack = ProxyGatewayStack.fromResource(chart, `gateway-${doc.metadata.name}`, resource as never, { facts });
      for (const release of wired) stack.addGuardrail(release);
    }
  }
  // A Stack's Gateway is planned like the Gateways above, with the same facts.
  for (const doc of docs.filter((d) => d.kind === 'Stack')) StackRelease.fromResource(chart, `stack-${doc.metadata.name}`, doc as never, { facts });
  for (const [kind, build] of TENANT_BUILDERS) {
    for (const doc of docs.filter((d) => d.kind === kind)) build(chart, `${kind}-${doc.metadata.name}`, doc);
  }
  return Testing.synth(chart);
}

/** The example files with a Guardrail, a Gateway or a Stack, each rendered with the files it needs. */
const CASES: Array<[string, string[]]> = [
  ['the top-level examples (aigw render -f examples/)', [EXAMPLES]],
  ['examples/platform', [path.join(EXAMPLES, 'platform')]],
  ['examples/stack', [path.join(EXAMPLES, 'stack')]],
];

test.each(CASES)('%s: the constructs give the objects aigw render gives', async (_, inputs) => {
  // `-o yaml` prints the generated Secrets (without a value) next to the objects.
  const { code, stdout, stderr } = await runRender([...inputs.flatMap((i) => ['-f', i]), ...demoLicense, '-o', 'yaml']);
  // stderr names what is not Ready yet (a ChatUI waiting for its key, ...): not about these objects.
  expect([code, stderr.split('\n').filter((l) => /error/i.test(l))]).toEqual([0, []]);
  const manifests = parseAllDocuments(stdout).map((d) => d.toJS() as Json).filter(Boolean);

  const files = inputs.flatMap((i) => (fs.statSync(i).isDirectory() ? fs.readdirSync(i).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join(i, f)) : [i]));
  const all = files.flatMap((f) => parseAllDocuments(fs.readFileSync(f, 'utf8')).map((d) => d.toJS() as Json)).filter(Boolean);
  const platformObjects = all.filter((d) => isFactKind(d.kind)).map((d) => ({ ...d, metadata: { namespace: 'default', ...d.metadata } }));
  const primaries = all.filter((d) => primaryKindOf(d.kind));
  // Every primary kind of the examples has its construct here; a new one fails until it has.
  const builtKinds = new Set(['Guardrail', 'Gateway', 'Stack', ...TENANT_BUILDERS.map(([kind]) => kind)]);
  expect(primaries.map((d) => d.kind).filter((k) => !builtKinds.has(k))).toEqual([]);
  const fromRender = manifests.map(withoutOperatorStamps);
  const fromConstructs = constructObjects(primaries, platformObjects, all.filter((d) => d.kind === 'Secret')).map(withoutOperatorStamps);

  // Every object render emits is there, equal; nothing more.
  expect(Object.keys(byKey(fromConstructs)).sort()).toEqual(Object.keys(byKey(fromRender)).sort());
  expect(byKey(fromConstructs)).toEqual(byKey(fromRender));
  expect(fromConstructs.filter((o) => o.metadata.labels?.[GENERATED_FOR_LABEL] !== undefined).length).toBeGreaterThan(0);
  if (inputs[0] === EXAMPLES) {
    // The ChatUI and tenancy examples are among them: their objects and the console password Secrets.
    for (const owner of ['ChatUI', 'Organization', 'Team', 'Identity']) expect([owner, manifests.some((o) => o.metadata.labels?.[OWNER_KIND] === owner)]).toEqual([owner, true]);
    expect(Object.keys(byKey(fromConstructs))).toEqual(expect.arrayContaining(['Secret ai/ada-console-password', 'Secret ai/grace-console-password']));
  }
}, 120_000);
