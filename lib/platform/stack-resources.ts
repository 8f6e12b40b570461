/**
 * What a Stack emits, in apply order: its own ColumnstoreCluster and KvInstance (when enabled), then
 * its Gateway wired to them (see lib/platform/stack-gateway.ts). The stores are requests another
 * platform component serves (it publishes their connection Secret in `status.connectionSecretRef`);
 * the Gateway is reconciled by aigw like any other.
 */
import { ApiObject } from 'cdk8s';
import { Construct } from 'constructs';
import * as platform from '../../imports/platform.aigw.dev';
import type { StackStoreSpec } from '../api/stack';
import type { ResourceInput } from '../plan/types';
import { stackColumnstoreName, stackKvName } from './stack-gateway';

export interface StackResourcesProps {
  /** The Stack's name: the stores are `<stack>-columnstore` and `<stack>-kv`, the Gateway `<stack>`. */
  readonly stack: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** Emitted when enabled. */
  readonly columnstore: StackStoreSpec;
  /** Emitted when enabled. */
  readonly kv: StackStoreSpec;
  /** The composed Gateway (`stackGateway`). */
  readonly gateway: ResourceInput;
}

function storeSpec(s: StackStoreSpec): { replicas?: number; storageSize?: string } {
  return { ...(s.replicas !== undefined ? { replicas: s.replicas } : {}), ...(s.storageSize !== undefined ? { storageSize: s.storageSize } : {}) };
}

export class StackResources extends Construct {
  constructor(scope: Construct, id: string, props: StackResourcesProps) {
    super(scope, id);
    const namespace = props.namespace;
    const stores: ApiObject[] = [];
    if (props.columnstore.enabled) {
      stores.push(new platform.ColumnstoreCluster(this, 'Columnstore', { metadata: { name: stackColumnstoreName(props.stack), namespace }, spec: storeSpec(props.columnstore) }));
    }
    if (props.kv.enabled) {
      stores.push(new platform.KvInstance(this, 'Kv', { metadata: { name: stackKvName(props.stack), namespace }, spec: storeSpec(props.kv) }));
    }
    // Written as the Gateway resource a user would write (the generated class renames fields such
    // as publicKeyURL on the way out), so the Gateway reads exactly what the Stack passed through.
    const gw = props.gateway;
    const gateway = new ApiObject(this, 'Gateway', {
      apiVersion: String(gw.apiVersion),
      kind: String(gw.kind),
      metadata: { name: String(gw.metadata?.name), namespace },
      spec: gw.spec,
    });
    for (const store of stores) gateway.addDependency(store);
  }
}
