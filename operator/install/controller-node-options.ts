/**
 * The Node options of the controllers' containers (the operator and the upstream controller of the
 * `proxy` kinds), set as `NODE_OPTIONS` in their Deployments.
 *
 * V8 sizes the young generation from the heap limit, and the heap limit from the memory the process
 * may use: under the Deployments' 512 MiB limit it picks a 2 MiB semi-space, where a machine with
 * gigabytes gets 16 MiB. A reconcile pass builds short-lived objects (the plan, its manifests, the
 * apply bodies) well beyond 2 MiB, so with the small semi-space they survive into the old generation
 * and are collected by full mark-compacts: at 1,000 Gateways that cost the operator 40 % more CPU and
 * the cluster 20 s more to get them Ready (`npm run bench:operator`). 16 MiB is V8's own size for
 * big heaps; it reserves at most 48 MiB of the limit for the young generation.
 */
export const CONTROLLER_NODE_OPTIONS = '--max-semi-space-size=16';

/** The `NODE_OPTIONS` entry of a controller container's env. */
export const controllerNodeOptionsEnv = Object.freeze({ name: 'NODE_OPTIONS', value: CONTROLLER_NODE_OPTIONS });
