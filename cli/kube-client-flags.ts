/**
 * The flags that limit how hard a controller process leans on the API server, read the same way
 * by `aigw operator` and `aigw upstream proxy` (client-go's `--kube-api-qps`/`--kube-api-burst`).
 */
import type { ClientLimits } from '../runtime/kube/client';
import { UsageError } from './command';

export const KUBE_CLIENT_OPTIONS = {
  'kube-api-qps': { type: 'string' },
  'kube-api-burst': { type: 'string' },
} as const;

export const KUBE_CLIENT_HELP = `  --kube-api-qps N               requests per second to the API server (default 0: no client-side limit;
                                 the API server's priority and fairness still applies)
  --kube-api-burst N             requests allowed at once above that rate (default 2 x qps)
`;

/** The client limits from the flags; a value that is not a number in range is a UsageError. */
export function kubeClientLimits(values: Record<string, unknown>): ClientLimits {
  const number = (flag: string, raw: unknown, integer: boolean, min: number): number | undefined => {
    if (typeof raw !== 'string') return undefined;
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
      throw new UsageError(`${flag} must be ${integer ? 'a whole number' : 'a number'} >= ${min}, got ${JSON.stringify(raw)}`);
    }
    return n;
  };
  const qps = number('--kube-api-qps', values['kube-api-qps'], false, 0);
  const burst = number('--kube-api-burst', values['kube-api-burst'], true, 1);
  if (burst !== undefined && !qps) throw new UsageError('--kube-api-burst needs --kube-api-qps above 0');
  return { ...(qps !== undefined ? { qps } : {}), ...(burst !== undefined ? { burst } : {}) };
}
