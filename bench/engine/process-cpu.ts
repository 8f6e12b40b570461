import { readFileSync } from 'node:fs';

/** CPU milliseconds (user + system) a process has used, from /proc; undefined where there is no /proc. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based), in clock ticks (100 Hz on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
