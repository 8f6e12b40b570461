/**
 * One key of one Secret, however the Secret is known: a cdk8s-plus `ISecret` (a `Secret` construct
 * of the same app, or `Secret.fromSecretName`) or just its name. It is a {@link SecretKeyRef}, so it
 * goes wherever the constructs take a `{ name, key }` reference. Only the name and the key reach the
 * manifests: a Secret's value is never read or inlined.
 */
import type { ISecret } from 'cdk8s-plus-33';
import type { SecretKeyRef } from './refs';

/** A Secret given as a cdk8s-plus `ISecret` or by name. */
export type SecretSource = ISecret | string;

/** The name of a Secret given as an `ISecret` or by name. */
export function secretNameOf(secret: SecretSource): string {
  return typeof secret === 'string' ? secret : secret.name;
}

export class SecretKey implements SecretKeyRef {
  /**
   * The key `key` of a cdk8s-plus Secret (`new kplus.Secret(...)`, `kplus.Secret.fromSecretName(...)`).
   */
  static fromSecret(secret: ISecret, key: string): SecretKey {
    return new SecretKey(secret.name, key);
  }

  /** The key `key` of the Secret named `name` (in the namespace of whatever references it). */
  static named(name: string, key: string): SecretKey {
    return new SecretKey(name, key);
  }

  /** The Secret's name. */
  readonly name: string;
  /** The key within the Secret. */
  readonly key: string;

  private constructor(name: string, key: string) {
    if (name.length === 0) throw new Error('a Secret key reference needs the Secret\'s name');
    if (key.length === 0) throw new Error(`a reference to Secret '${name}' needs a key`);
    this.name = name;
    this.key = key;
  }
}
