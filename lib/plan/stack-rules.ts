/**
 * What a Stack's Gateway must pass, shared by plan() and the StackRelease construct: the Gateway the
 * Stack composes goes through the Gateway's own parser and, for `alt`, its rejected combinations,
 * each problem named by the Stack's field path. Pure.
 */
import { parseGateway, type Gateway } from '../api/gateway';
import type { Stack } from '../api/stack';
import { altRejections } from '../alt/alt-rules';
import { inStackTerms, stackGateway } from '../platform/stack-gateway';
import type { ResourceInput } from './types';

/** The Stack's Gateway, or why it cannot be one a Gateway could be. */
export type ComposedStackGateway =
  | { readonly resource: ResourceInput; readonly gateway: Gateway; readonly problems?: undefined; readonly message?: undefined }
  | {
      readonly resource: ResourceInput;
      readonly gateway?: undefined;
      /** `path: message` each, in the Stack's paths. */
      readonly problems: readonly string[];
      /**
       * The problems as the Stack's Ready condition states them: after `invalid spec: ` when the
       * Gateway's parser refused it, as render words any spec its parser refuses; an `alt` rule's
       * rejections as they are.
       */
      readonly message: string;
    };

/** Composes the Stack's Gateway and checks it as a Gateway is checked. */
export function composeStackGateway(stack: Stack): ComposedStackGateway {
  const resource = stackGateway(stack);
  const parsed = parseGateway(resource);
  if (!parsed.value) {
    const problems = parsed.errors.list.map((e) => inStackTerms(`${e.path}: ${e.message}`));
    return { resource, problems, message: `invalid spec: ${problems.join('; ')}` };
  }
  if (stack.spec.gateway.type === 'alt') {
    const rejections = altRejections(parsed.value);
    if (rejections.length > 0) {
      const problems = rejections.map((r) => inStackTerms(r.message));
      return { resource, problems, message: problems.join('; ') };
    }
  }
  return { resource, gateway: parsed.value };
}

/** Why a Stack refuses to run: a Gateway of its name exists that it did not create. */
export function stackGatewayConflict(namespace: string, name: string): string {
  return `Gateway ${namespace}/${name} exists and is not this Stack's: the Stack names its Gateway after itself and never takes over one it did not create; rename the Stack or the Gateway`;
}
