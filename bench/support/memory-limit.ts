/**
 * Runs a benchmarked process under a memory limit, as a pod's container runs: the shipped operator
 * Deployment limits its memory to 512 MiB, and Node sizes its heap from that limit (a 259 MiB heap
 * under 512 MiB, against about 4 GiB on an unconstrained machine with much memory). Unconstrained,
 * V8 collects lazily and the peak RSS says more about the machine than about the operator.
 *
 * The limit is a memory cgroup of its own (cgroup v2 `memory.max`, or v1 `memory.limit_in_bytes`),
 * which needs root. Where none can be made, the process runs unlimited and the bench says so.
 */
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MemoryLimit {
  readonly bytes: number;
  /** Prefixes a command so it runs inside the cgroup: `[file, ...args]` for spawn(). */
  wrap(file: string, args: readonly string[]): [string, string[]];
  /** Removes the cgroup (once the process has exited). */
  remove(): void;
}

const CGROUP_ROOT = '/sys/fs/cgroup';

/** A memory cgroup limited to `bytes`, or undefined when this machine does not let us make one. */
export function memoryLimit(bytes: number, name = `aigw-bench-${process.pid}`): MemoryLimit | undefined {
  const v2 = existsSync(join(CGROUP_ROOT, 'cgroup.controllers'));
  const dir = v2 ? join(CGROUP_ROOT, name) : join(CGROUP_ROOT, 'memory', name);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, v2 ? 'memory.max' : 'memory.limit_in_bytes'), String(bytes));
  } catch {
    return undefined;
  }
  const procs = join(dir, 'cgroup.procs');
  return {
    bytes,
    // The shell moves itself into the cgroup, then becomes the process: its children inherit it.
    wrap: (file, args) => ['/bin/sh', ['-c', `echo $$ > '${procs}' && exec "$0" "$@"`, file, ...args]],
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // Still busy or already gone: the kernel keeps an empty cgroup harmlessly.
      }
    },
  };
}
