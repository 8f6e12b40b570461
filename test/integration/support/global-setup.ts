import { STATE_ENV, startControlPlane } from './control-plane';

export default function globalSetup(): void {
  const cp = startControlPlane();
  process.env[STATE_ENV] = cp.stateDir;
}
