/**
 * The quickstart's proxy Gateway `main` serves out of the box: its LiteLLM is the image
 * `npm run images -- litellm` builds, and its model `chat` calls the model stand-in that
 * examples/model-standin/ deploys from the image `npm run images -- model-standin` builds. These
 * names are written out in YAML; this keeps them equal to what the build produces.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { DEFAULT_LITELLM_IMAGE } from '../lib/meta/images';
import { MODEL_STANDIN_PORT, MODEL_STANDIN_REPOSITORY } from '../scripts/images/model-standin-image';

const REPO = join(__dirname, '..');
const docs = (file: string) => parseAllDocuments(readFileSync(join(REPO, file), 'utf8')).map((d) => d.toJS() as Record<string, any>);

const standin = docs('examples/model-standin/model-standin.yaml');
const main = docs('examples/proxy-gateway.yaml').find((d) => d.kind === 'Gateway' && d.metadata.name === 'main')!;

test('the stand-in Deployment runs the model stand-in image of this version', () => {
  const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
  const deployment = standin.find((d) => d.kind === 'Deployment')!;
  expect(deployment.spec.template.spec.containers.map((c: { image: string }) => c.image)).toEqual([`${MODEL_STANDIN_REPOSITORY}:${version}`]);
});

test('main runs the project\'s LiteLLM image', () => {
  expect(`${main.spec.instance.image.repository}:${main.spec.instance.image.tag}`).toBe(DEFAULT_LITELLM_IMAGE);
});

test('main\'s model chat calls the stand-in Service on its port, in the Gateway\'s namespace', () => {
  const service = standin.find((d) => d.kind === 'Service')!;
  const chat = main.spec.models.find((m: { name: string }) => m.name === 'chat');
  expect(service.metadata.namespace).toBe(main.metadata.namespace);
  expect(service.spec.ports[0].port).toBe(MODEL_STANDIN_PORT);
  expect(chat.credentials.apiBase).toBe(`http://${service.metadata.name}.${service.metadata.namespace}.svc.cluster.local:${MODEL_STANDIN_PORT}/v1`);
});

test('every Secret main references is among the examples\' placeholders', () => {
  const secrets = docs('examples/proxy-secrets.yaml').filter((d) => d.kind === 'Secret').map((d) => d.metadata.name);
  const refs = [main.spec.database.connectionSecretRef.name, main.spec.instance.licenseSecretRef.name, main.spec.observability.callbackSecretRef.name, main.spec.sso.clientSecretRef.name, 'main-model-credentials'];
  for (const name of refs) expect(secrets).toContain(name);
});
