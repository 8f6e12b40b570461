/**
 * The Gateway's connection Secret `<gateway>-database`, which also holds the role's password between
 * reconciles. Written before the role exists (create-only, so two racing operators agree on one
 * password: the loser of the create re-reads and uses the winner's), refreshed when its parts
 * change, and never given a new password while it holds one.
 */
import { ownerLabels, type Owner } from '../../lib/meta/labels';
import type { SqlClusterDatabaseRequest } from '../../lib/plan/types';
import { connectionSecretData, generatePassword, passwordFromSecret, type DatabaseCredentials } from '../database';
import type { KubeClient } from '../../runtime/kube/client';
import { CORE_TYPES } from '../../runtime/kube/discovery';
import { isConflict, type KubeObject } from '../../runtime/kube/types';
import { encodeSecretData, readSecret, type SecretRead } from './secret-data';

/** The Secret as the operator writes it: owner labels (pruned with its Gateway) and an ownerReference. */
export function connectionSecretManifest(request: SqlClusterDatabaseRequest, owner: Owner, values: Readonly<Record<string, string>>): KubeObject {
  const { namespace, name } = request.connectionSecret;
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: {
      name,
      namespace,
      labels: ownerLabels(owner),
      ...(owner.uid
        ? { ownerReferences: [{ apiVersion: owner.apiVersion, kind: owner.kind, name: owner.name, uid: owner.uid, controller: true, blockOwnerDeletion: true }] }
        : {}),
    },
    type: 'Opaque',
    data: encodeSecretData(values),
  };
}

/** Whether the live values already hold exactly `desired` (extra keys someone added are left alone). */
export function holdsValues(live: Readonly<Record<string, string>>, desired: Readonly<Record<string, string>>): boolean {
  return Object.entries(desired).every(([k, v]) => live[k] === v);
}

export interface HeldPassword {
  readonly password: string;
  readonly secret: SecretRead;
}

/**
 * The password held for the Gateway's role: the one in its connection Secret, or a new one stored
 * there first (create; a 409 means another operator stored one: use it). `initial` gives the
 * credentials to write with a new password, before anything exists on the server.
 */
export async function holdPassword(
  client: KubeClient,
  request: SqlClusterDatabaseRequest,
  owner: Owner,
  initial: (password: string) => DatabaseCredentials,
): Promise<HeldPassword> {
  const { namespace, name } = request.connectionSecret;
  for (let attempt = 0; attempt < 3; attempt++) {
    const live = await readSecret(client, namespace, name);
    const held = passwordFromSecret(live?.values);
    if (live && held) return { password: held, secret: live };
    const password = generatePassword();
    const values = connectionSecretData(initial(password));
    try {
      if (!live) {
        const object = await client.create(CORE_TYPES.secret, connectionSecretManifest(request, owner, values));
        return { password, secret: { object, values } };
      }
      // The Secret is there without a password (emptied by hand): store one, unless someone else just did.
      const object = await client.mergePatch(CORE_TYPES.secret, namespace, name, {
        metadata: { resourceVersion: live.object.metadata.resourceVersion },
        data: encodeSecretData(values),
      });
      return { password, secret: { object, values: { ...live.values, ...values } } };
    } catch (e) {
      if (!isConflict(e)) throw e;
      // Someone else wrote it first: read again and use what they stored.
    }
  }
  throw new Error(`Secret ${namespace}/${name} kept changing while its database password was being stored`);
}

/** Writes the final credentials into the Secret when they differ from what it holds; returns whether it wrote. */
export async function refreshConnectionSecret(
  client: KubeClient,
  request: SqlClusterDatabaseRequest,
  owner: Owner,
  held: SecretRead,
  credentials: DatabaseCredentials,
): Promise<boolean> {
  const desired = connectionSecretData(credentials);
  const manifest = connectionSecretManifest(request, owner, desired);
  const labels = held.object.metadata.labels ?? {};
  const labelled = Object.entries(manifest.metadata.labels ?? {}).every(([k, v]) => labels[k] === v);
  if (holdsValues(held.values, desired) && labelled && (held.object.metadata.ownerReferences?.length ?? 0) > 0) return false;
  await client.mergePatch(CORE_TYPES.secret, request.connectionSecret.namespace, request.connectionSecret.name, {
    metadata: {
      resourceVersion: held.object.metadata.resourceVersion,
      labels: manifest.metadata.labels,
      ownerReferences: manifest.metadata.ownerReferences,
    },
    data: manifest.data,
  });
  return true;
}
