/**
 * The Gateway the operator tests start from: an external database whose URL is in the Secret `db`
 * and one chat model on the API key `openai`. `spec` replaces or adds top-level fields
 * (`models`, `guardrailRefs`, ...).
 */
import type { KubeObject } from '../../../runtime/kube/types';
import { PLATFORM } from './kube';

export function gatewayFixture(ns: string, name: string, spec: Record<string, unknown> = {}): KubeObject {
  return {
    apiVersion: PLATFORM,
    kind: 'Gateway',
    metadata: { name, namespace: ns },
    spec: {
      database: { mode: 'external', connectionSecretRef: { name: 'db' } },
      models: [{ name: 'chat', modelName: 'chat', model: 'openai/gpt-4o', refSecretKey: 'openai' }],
      ...spec,
    },
  };
}
