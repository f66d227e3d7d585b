// Finds a Chromium for Playwright. Playwright's own browser download cannot be used here
// (no network but the npm registry and Debian apt), so the suite runs Debian's Chromium
// through `launchOptions.executablePath` (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEBIAN_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Returns { path, how } for an existing Chromium, or null. */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, how: 'PLAYWRIGHT_CHROMIUM_PATH' };
    console.warn(`[chromium] PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} is not an executable; looking elsewhere`);
  }
  if (isExecutable(DEBIAN_PATH)) return { path: DEBIAN_PATH, how: DEBIAN_PATH };
  for (const name of ['chromium', 'chromium-browser']) {
    const found = onPath(name);
    if (found) return { path: found, how: `\`${name}\` on PATH` };
  }
  return null;
}

function run(cmd, args) {
  console.log(`[chromium] $ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Finds Chromium, installing Debian's package when it is missing and we are root.
 * Sets PLAYWRIGHT_CHROMIUM_PATH for child processes. Returns the path, or throws with the reason.
 */
export function ensureChromium() {
  let found = findChromium();
  if (found) {
    console.log(`[chromium] using ${found.path} (found via ${found.how})`);
  } else {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot) {
      throw new Error(
        'Chromium not found (looked at PLAYWRIGHT_CHROMIUM_PATH, /usr/bin/chromium, `chromium` on PATH) ' +
          'and not running as root, so it cannot be installed. Install it with ' +
          '`sudo apt-get install -y chromium`, or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.',
      );
    }
    if (!onPath('apt-get')) {
      throw new Error(
        'Chromium not found and apt-get is not available to install it. ' +
          'Set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.',
      );
    }
    console.log('[chromium] Chromium not found; installing Debian package `chromium` with apt-get (running as root)');
    if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', 'chromium'])) {
      throw new Error('apt-get could not install chromium (see the apt output above).');
    }
    found = findChromium();
    if (!found) throw new Error('apt-get installed chromium, but no Chromium binary was found afterwards.');
    console.log(`[chromium] installed; using ${found.path}`);
  }
  process.env.PLAYWRIGHT_CHROMIUM_PATH = found.path;
  return found.path;
}
