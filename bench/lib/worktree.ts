/**
 * Another commit of this repository, checked out beside it for an A/B run (bench/ab.ts,
 * bench/auth-me.ts with BENCH_REF), sharing this checkout's installed packages.
 *
 *   const other = worktreeOf('0a89ee1');   // other.root: a temporary git worktree
 *   other.remove();
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './processes.js';

export function worktreeOf(gitRef: string): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'squadhub-ab-'));
  rmSync(root, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', root, gitRef], { cwd: REPO_ROOT, stdio: 'ignore' });
  for (const dir of ['.', 'server', 'shared', 'desktop']) {
    const modules = path.join(REPO_ROOT, dir, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(root, dir, 'node_modules'));
  }
  const remove = () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: REPO_ROOT });
  return { root, remove };
}
