// `npm start`: install dependencies if node_modules is missing, then serve the app with Vite's
// dev server on http://127.0.0.1:5173/ (it opens with a built-in sample loaded).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './steps.mjs';

const PORT = 5173;
const HOST = '127.0.0.1';

if (!existsSync(join(ROOT, 'node_modules'))) {
  const command = existsSync(join(ROOT, 'package-lock.json')) ? 'ci' : 'install';
  console.log(`[start] node_modules is missing: running npm ${command}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, [command, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] npm ${command} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

// Imported only now: it is not there before the install above.
const { createServer } = await import('vite');
const server = await createServer({
  root: ROOT,
  server: { port: PORT, host: HOST, strictPort: true },
});
await server.listen();
console.log(`\n  Stream Inspector is running at http://${HOST}:${PORT}/  (Ctrl+C to stop)\n`);
server.printUrls();
