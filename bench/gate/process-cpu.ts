/** CPU time used by a process and its descendants (nginx's workers), read from /proc (Linux). */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux the bench runs on). */
const TICKS_PER_SECOND = 100;

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter((s) => s !== '').map(Number);
  } catch {
    return [];
  }
}

function ownSeconds(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** User plus system CPU seconds of `pid` and every process below it, all their threads included. */
export function treeCpuSeconds(pid: number): number {
  return ownSeconds(pid) + children(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}
