import { execFileSync } from 'node:child_process';

/**
 * The uid/gid a test server runs as: ourselves when we are not root (undefined), else the first of
 * `users` that exists, else a system user `fallback` made for it. Database servers refuse to run
 * as root, and the one their Debian package made owns nothing of ours.
 */
export function serverUser(users: readonly string[], fallback: string): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string, user: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  for (const user of [...users, fallback]) {
    try {
      return { uid: id('-u', user), gid: id('-g', user) };
    } catch {
      // not there: try the next
    }
  }
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', fallback]);
  return { uid: id('-u', fallback), gid: id('-g', fallback) };
}
