/**
 * The constructs refuse what `aigw render` refuses, with render's `path: message`: every invalid
 * input of the render tests goes through `aigw render` (its CLI entry, default strict validation)
 * and through the constructs (`fromResource`, and typed props where they can say it), and both
 * must name the same problems.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Testing, type Chart } from 'cdk8s';
import { parseAllDocuments, stringify } from 'yaml';
import { InvalidResourceError } from '../../lib/validation/resource-problems';
import { AltGatewayStack } from '../../lib/alt/alt-gateway-stack';
import { GuardrailRelease } from '../../lib/guardrail/guardrail-release';
import { StackRelease } from '../../lib/platform/stack-release';
import { ProxyGatewayStack } from '../../lib/proxy/proxy-gateway-stack';
import { ChatUIRelease } from '../../lib/tenancy/chatui-release';
import { IdentityRelease } from '../../lib/tenancy/identity-release';
import { OrganizationRelease } from '../../lib/tenancy/organization-release';
import { TeamRelease } from '../../lib/tenancy/team-release';
import { LICENSE } from '../plan/fixtures';
import { synthProblems } from './synth-problems';
import { root, runRender, tempInputs } from '../render/support';

const inputs = tempInputs('aigw-construct-parity-');
afterAll(() => inputs.cleanup());

const example = (f: string) => fs.readFileSync(path.join(root, 'examples', f), 'utf8');
const proxyExample = example('proxy-gateway.yaml');

/** examples/stack's Stack with `patch` applied to its spec, as YAML. */
function stackExample(patch: (spec: any) => void): string {
  const stack = parseAllDocuments(example('stack/stack.yaml'))[0].toJS();
  patch(stack.spec);
  return stringify(stack);
}

/** The invalid inputs of test/render and test/plan, as YAML. */
const FIXTURES: Array<[string, string]> = [
  [
    'strict-render TYPOS: misspelled fields, a bad enum, a non-URL, a string count',
    `apiVersion: platform.aigw.dev/v1alpha1
kind: Guardrail
metadata: {name: moderation, namespace: ai}
spec:
  mode: external
  external:
    apiBase: not a url
    databse: x
  logLevel: loud
---
apiVersion: platform.aigw.dev/v1alpha1
kind: Gateway
metadata: {name: main, namespace: ai}
spec:
  database: {mode: external, connectionSecretRef: {name: db}}
  guardrailRef: [{name: moderation}]
  instance:
    replicas: two
`,
  ],
  ['strict-render List item: an unknown field', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: g}\nspec: {mode: catalog, catalog: pseudonymizer, paramz: {}}\n'],
  ['strict-render --fail-on: catalog set in mode external', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: bad, namespace: ai}\nspec: {mode: external, catalog: pseudonymizer, external: {apiBase: "https://x.example.com"}}\n'],
  ['render.test: an unknown catalog engine', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: pii, namespace: ai}\nspec: {mode: catalog, catalog: nope}\n'],
  ['render.test: type alt without spec.alt', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: alt-broken, namespace: ai}\nspec:\n  type: alt\n  database: {mode: external, connectionSecretRef: {name: db}}\n'],
  ['hostile-input: replicas 1e308', proxyExample.replace(/replicas: 2$/m, 'replicas: 1e308')],
  ['hostile-input: replicas 2147483648', proxyExample.replace(/replicas: 2$/m, 'replicas: 2147483648')],
  ['hostile-input: maxBudget 1e308', proxyExample.replace(/^  models:$/m, '  organization:\n    name: acme\n    maxBudget: 1e308\n  models:')],
  ['hostile-input: rpm -1e300', proxyExample.replace(/rpm: 300$/m, 'rpm: -1e300')],
  ...(['idp-b', 'idp-c'].map((provider) => [
    `sso-render: ${provider} without the three endpoints`,
    `apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: ai}\nspec:\n  database: {mode: external, connectionSecretRef: {name: db}}\n  sso: {provider: ${provider}, issuerURL: "https://idp.example.com", clientSecretRef: {name: sso}, tokenEndpoint: "https://idp.example.com/token"}\n`,
  ]) as Array<[string, string]>),
  [
    'model-names-render: a duplicate model name',
    'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: ai}\nspec:\n  database: {mode: external, connectionSecretRef: {name: db}}\n  models:\n    - {name: GPT 4, model: openai/gpt-4, refSecretKey: openai}\n    - {name: o3, model: openai/o3, refSecretKey: openai}\n    - {name: GPT 4, model: openai/gpt-4o, refSecretKey: openai}\n',
  ],
  ['gateway-plan: a string count and a model without model', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: team-a}\nspec:\n  database: {mode: external, connectionSecretRef: {name: main-db}}\n  instance: {replicas: two}\n  models: [{name: a}]\n'],
  ['guardrail-plan: an unknown catalog engine', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: pii, namespace: team-a}\nspec: {mode: catalog, catalog: nope}\n'],
  ['alt-gateway-plan: split storage without a columnstore', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: team-a}\nspec:\n  type: alt\n  alt: {}\n  database: {mode: external, connectionSecretRef: {name: main-db}}\n'],
  ['a name render refuses', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: Main_GW, namespace: ai}\nspec:\n  database: {mode: external, connectionSecretRef: {name: db}}\n'],
  ['a Guardrail name with a space', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Guardrail\nmetadata: {name: PII gate, namespace: ai}\nspec: {mode: catalog, catalog: pseudonymizer}\n'],
  ['negative replicas', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: ai}\nspec:\n  database: {mode: external, connectionSecretRef: {name: db}}\n  instance: {replicas: -3}\n'],
  ['generic-oidc SSO without endpoints', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: ai}\nspec:\n  database: {mode: external, connectionSecretRef: {name: db}}\n  sso: {provider: generic-oidc, clientSecretRef: {name: sso}}\n'],
  [
    'alt-gateway-plan: two models sharing a provider but not its connection',
    'apiVersion: platform.aigw.dev/v1alpha1\nkind: Gateway\nmetadata: {name: main, namespace: team-a}\nspec:\n  type: alt\n  alt: {storageMode: single}\n  database: {mode: external, connectionSecretRef: {name: main-db}}\n  models:\n    - {name: a, model: openai/gpt-4o, refSecretKey: openai}\n    - {name: b, model: openai/o3, refSecretKey: other}\n',
  ],
  ['a password in an alt configYAML', example('alt-gateway.yaml').replace(/^    configYAML: \|\n/m, '    configYAML: |\n      password: hunter2\n')],
  ...(
    [
      ['neither gatewayRef nor gateway', '{}'],
      ['gatewayRef and gateway', '{gatewayRef: {name: main}, gateway: {url: "https://x", apiKeySecretRef: {name: k}}}'],
      ['a gateway url that is not http(s)', '{gateway: {url: "ftp://x", apiKeySecretRef: {name: k}}}'],
      ['a gateway url with credentials', '{gateway: {url: "https://u:p@x", apiKeySecretRef: {name: k}}}'],
      ['rotationIndex with gateway', '{gateway: {url: "https://x", apiKeySecretRef: {name: k}}, rotationIndex: 2}'],
      ['a fractional rotationIndex', '{gatewayRef: {name: main}, rotationIndex: 1.5}'],
      ['an empty model alias', '{gatewayRef: {name: main}, models: [""]}'],
    ] as const
  ).map(([name, spec]): [string, string] => [`chatui-plan: ${name}`, `apiVersion: platform.aigw.dev/v1alpha1\nkind: ChatUI\nmetadata: {name: chat, namespace: team-a}\nspec: ${spec}\n`]),
  ...(
    [
      ['an Organization without gatewayRef and a negative maxBudget', 'Organization', '{maxBudget: -1}'],
      ['an Organization of type proxy', 'Organization', '{type: proxy, gatewayRef: {name: main}}'],
      ['a Team with a duplicate member', 'Team', '{gatewayRef: {name: main}, members: [ada, ada]}'],
      ['a Team with an empty member', 'Team', '{gatewayRef: {name: main}, members: [""]}'],
      ['an Identity with a bad email and role', 'Identity', '{gatewayRef: {name: main}, email: not-an-email, role: root}'],
      ['an Identity without email', 'Identity', '{gatewayRef: {name: main}}'],
      ['an Identity with a bad budgetDuration', 'Identity', '{gatewayRef: {name: main}, email: a@example.com, budget: {budgetDuration: soon}}'],
    ] as const
  ).map(([name, kind, spec]): [string, string] => [`tenancy-plan: ${name}`, `apiVersion: platform.aigw.dev/v1alpha1\nkind: ${kind}\nmetadata: {name: x, namespace: team-a}\nspec: ${spec}\n`]),
  ...(
    [
      ['the columnstore disabled', (s) => (s.datastores.columnstore.enabled = false)],
      ['the columnstore left out', (s) => delete s.datastores.columnstore],
      ['a worker without Split', (s) => (s.gateway.alt.topology = 'AllInOne')],
      ['two replicas without the kv store', (s) => (s.datastores.kv = { enabled: false })],
      ['storage set by hand', (s) => (s.gateway.alt.storageMode = 'single')],
      ['a bad JWKS URL', (s) => (s.gateway.jwtAuth.publicKeyURL = 'idp/jwks')],
      ['a model without model', (s) => (s.gateway.models = [{ name: 'x' }])],
      ['no SQL datastore', (s) => (s.datastores.sql = {})],
      ['a bad storage size', (s) => (s.datastores.columnstore.storageSize = 'lots')],
      ['a misspelled store field', (s) => (s.datastores.kv = { replicas: 1, storgeSize: '1Gi' })],
      ['a misspelled gateway field', (s) => (s.gateway.replica = 2)],
      ['alt settings on a proxy Stack', (s) => ((s.gateway.type = 'proxy'), (s.datastores = { sql: s.datastores.sql }))],
    ] as Array<[string, (spec: any) => void]>
  ).map(([name, patch]): [string, string] => [`stack-plan: ${name}`, stackExample(patch)]),
  ['an Identity name render refuses', 'apiVersion: platform.aigw.dev/v1alpha1\nkind: Identity\nmetadata: {name: Ada_L, namespace: ai}\nspec: {gatewayRef: {name: alt-main}, email: ada@example.com}\n'],
];

/** Each kind's `fromResource`, with the construct id `id`. */
const FROM_RESOURCE: Record<string, (chart: Chart, resource: any, id?: string) => unknown> = {
  Guardrail: (chart, r, id = 'g') => GuardrailRelease.fromResource(chart, id, r, { licenseMaterial: LICENSE }),
  Gateway: (chart, r, id = 'gw') => (r.spec?.type === 'alt' ? AltGatewayStack.fromResource(chart, id, r) : ProxyGatewayStack.fromResource(chart, id, r)),
  ChatUI: (chart, r, id = 'c') => ChatUIRelease.fromResource(chart, id, r),
  Organization: (chart, r, id = 'o') => OrganizationRelease.fromResource(chart, id, r),
  Team: (chart, r, id = 't') => TeamRelease.fromResource(chart, id, r),
  Identity: (chart, r, id = 'i') => IdentityRelease.fromResource(chart, id, r),
  Stack: (chart, r, id = 's') => StackRelease.fromResource(chart, id, r),
};

type Refusals = Record<string, string[]>;

/**
 * What `aigw render` refuses, per `Kind namespace/name`: the schema lines on exit 1 (`schema`), else
 * the message of each Invalid status, one string (as the constructs join their problems).
 */
async function renderRefusals(name: string, text: string): Promise<{ schema: boolean; refusals: Refusals }> {
  const file = inputs.write(`${name.replace(/[^a-z0-9]+/gi, '-')}.yaml`, text);
  const { code, stdout, stderr } = await runRender(['-f', file, '-o', 'json', '--fail-on', 'none']);
  const out: Refusals = {};
  if (code === 1) {
    for (const line of stderr.split('\n').filter(Boolean)) {
      const m = /: document \d+: (\w+ [^:]+): (.*)$/.exec(line);
      if (!m) throw new Error(`unexpected render error: ${line}`);
      (out[m[1]] ??= []).push(m[2]);
    }
    return { schema: true, refusals: out };
  }
  expect(code).toBe(0);
  for (const s of JSON.parse(stdout).statuses) {
    const ready = s.status.conditions.find((c: { type: string }) => c.type === 'Ready');
    if (!['InvalidTarget', 'InvalidSpec'].includes(ready.reason)) continue;
    out[`${s.kind} ${s.namespace}/${s.name}`] = [ready.message.replace(/^invalid spec: /, '')];
  }
  return { schema: false, refusals: out };
}

/** What the constructs refuse, per `Kind namespace/name`, through `fromResource`. */
function constructRefusals(text: string): Refusals {
  const out: Refusals = {};
  for (const doc of parseAllDocuments(text)) {
    const resource = doc.toJS();
    if (resource?.apiVersion !== 'platform.aigw.dev/v1alpha1') continue;
    const chart = Testing.chart();
    try {
      FROM_RESOURCE[resource.kind](chart, resource);
      Testing.synth(chart);
    } catch (e) {
      if (!(e instanceof InvalidResourceError)) throw e;
      out[`${resource.kind} ${resource.metadata.namespace ?? 'default'}/${resource.metadata.name}`] = [...e.problems];
    }
  }
  return out;
}

// Schema lines come in the order written in the file (render) or in the schema (constructs).
const sorted = (r: Refusals) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...v].sort()]));
const joined = (r: Refusals) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [v.join('; ')]]));

describe('fromResource refuses every invalid render input with render’s messages', () => {
  test('the examples pass: nothing render accepts is refused', () => {
    for (const f of ['proxy-gateway.yaml', 'alt-gateway.yaml', 'guardrail-pseudonymizer.yaml', 'guardrail-external.yaml']) expect([f, constructRefusals(example(f))]).toEqual([f, {}]);
    expect(constructRefusals(stackExample(() => undefined))).toEqual({});
  });

  test('the ChatUI and tenancy examples pass on the alt gateway they name, through synth', () => {
    const docs = ['alt-gateway.yaml', 'tenancy.yaml', 'chatui.yaml'].flatMap((f) => parseAllDocuments(example(f)).map((d) => d.toJS()));
    const problems = synthProblems((chart) => {
      for (const kind of ['Gateway', 'Organization', 'Team', 'Identity', 'ChatUI']) {
        for (const doc of docs.filter((d) => d?.kind === kind)) FROM_RESOURCE[kind](chart, doc, `${kind}-${doc.metadata.name}`);
      }
    });
    expect(problems).toEqual([]);
  });

  test.each(FIXTURES)('%s', async (name, text) => {
    const { schema, refusals } = await renderRefusals(name, text);
    // Each fixture is refused by render: a fixture render accepts would prove nothing here.
    expect(Object.keys(refusals).length).toBeGreaterThan(0);
    const constructs = constructRefusals(text);
    if (schema) expect(sorted(constructs)).toEqual(sorted(refusals));
    else expect(joined(constructs)).toEqual(refusals);
  }, 60_000);
});
