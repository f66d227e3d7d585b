// Decides whether node_modules matches package-lock.json, and runs `npm ci` when it does not.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Why node_modules is not current with package-lock.json, or null when it is.
 * npm keeps a "hidden lockfile" (node_modules/.package-lock.json) describing what it installed;
 * every non-optional package of the lock must be there at the same version. Optional packages
 * for other platforms (esbuild/rolldown bindings) are legitimately absent.
 */
export function staleReason(root) {
  const lockPath = join(root, 'package-lock.json');
  const hiddenPath = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(lockPath)) return 'package-lock.json is missing';
  if (!existsSync(hiddenPath)) return 'node_modules/.package-lock.json is missing (not installed by npm ci/install)';
  const wanted = readJson(lockPath).packages ?? {};
  const installed = readJson(hiddenPath).packages ?? {};
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === '' || entry.link) continue;
    const have = installed[key];
    if (!have) {
      if (entry.optional) continue;
      return `${key} is not installed`;
    }
    if (have.version !== entry.version) {
      return `${key} is ${have.version}, package-lock.json wants ${entry.version}`;
    }
  }
  return null;
}

/** Runs `npm ci` when node_modules is missing or stale. Returns a one-line description of what it did. */
export function ensureDependencies(root) {
  const reason = staleReason(root);
  if (!reason) {
    console.log('[deps] node_modules matches package-lock.json; not reinstalling');
    return 'node_modules up to date';
  }
  console.log(`[deps] ${reason}: running npm ci`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci failed (exit ${result.status ?? result.signal})`);
  return `ran npm ci (${reason})`;
}
