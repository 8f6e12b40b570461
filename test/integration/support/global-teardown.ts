import { STATE_ENV, stopControlPlane } from './control-plane';

export default function globalTeardown(): void {
  const dir = process.env[STATE_ENV];
  if (dir) stopControlPlane(dir);
}
