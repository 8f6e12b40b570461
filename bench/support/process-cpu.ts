/**
 * CPU time of other processes, read from /proc (Linux). The benchmarks charge each peer (the engine,
 * the gate, nginx, kube-apiserver, etcd) the CPU it spent, not the wall time it shared two cores for.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux the benchmarks run on). */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU seconds `pid` has used so far, all its threads included. Throws when the
 * process is gone: a benchmark must not report a peer that died as one that cost nothing.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), the 12th and 13th after the command name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** {@link cpuSeconds} of `pid` and of every process below it (nginx's workers). */
export function treeCpuSeconds(pid: number): number {
  return cpuSeconds(pid) + children(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter((s) => s !== '').map(Number);
  } catch {
    return []; // the kernel lacks CONFIG_PROC_CHILDREN, or the process just ended
  }
}
