/**
 * A chat front end's place on an alt gateway: one AltApplication (org-rooted, with its own model
 * access, budgets and audit trail), then one AltVirtualKey per rotation index still needed, each
 * minted into a Secret of its own. The application is named after the front end alone, so it stays
 * the same across rotations; a rotation only adds a key.
 */
import { Construct } from 'constructs';
import * as alt from '../../imports/alt.aigw.dev';
import { childName } from './names';

export interface AltChatApplicationProps {
  /** The front end's name: the application is `<name>-app`, key `i` is minted into `<name>-key-<i>`. */
  readonly name: string;
  /** @default - the chart's namespace (the gateway's: applications live beside their instance) */
  readonly namespace?: string;
  /** The AltInstance (the Gateway's name). */
  readonly instance: string;
  /** The AltOrganization the application belongs to. */
  readonly organization: string;
  /** Name shown in the gateway's admin console. */
  readonly displayName: string;
  /** Model aliases the application may call. @default - every model the gateway serves */
  readonly models?: readonly string[];
  /**
   * Rotation indexes to hold a key for, newest first: the one asked for, then the one in use while
   * the new key is not minted yet. Never empty.
   */
  readonly rotationIndexes: readonly number[];
}

/** The AltApplication of a chat front end. */
export function chatApplicationName(name: string): string {
  return childName(name, 'app');
}

/** The Secret (and the AltVirtualKey) of rotation `index`. */
export function chatKeySecretName(name: string, index: number): string {
  return childName(name, 'key', String(index));
}

export class AltChatApplication extends Construct {
  readonly applicationName: string;
  /** Secret names, in the order of {@link AltChatApplicationProps.rotationIndexes}. */
  readonly keySecretNames: readonly string[];

  constructor(scope: Construct, id: string, props: AltChatApplicationProps) {
    super(scope, id);
    if (props.rotationIndexes.length === 0) throw new Error('AltChatApplication: rotationIndexes must not be empty');
    const instanceRef = { name: props.instance };
    const namespace = props.namespace;
    this.applicationName = chatApplicationName(props.name);
    const app = new alt.AltApplication(this, 'Application', {
      metadata: { name: this.applicationName, ...(namespace ? { namespace } : {}) },
      spec: {
        instanceRef,
        organizationRef: { name: props.organization },
        displayName: props.displayName,
        ...(props.models ? { models: [...props.models] } : {}),
      },
    });
    this.keySecretNames = props.rotationIndexes.map((index) => {
      const name = chatKeySecretName(props.name, index);
      const key = new alt.AltVirtualKey(this, `Key-${index}`, {
        metadata: { name, ...(namespace ? { namespace } : {}) },
        spec: { instanceRef, applicationRef: { name: this.applicationName }, secretName: name, rotationIndex: index },
      });
      // Minted against the application: applied after it, deleted before it.
      key.addDependency(app);
      return name;
    });
  }
}
