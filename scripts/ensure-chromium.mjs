// Playwright never downloads a browser here: the e2e tests drive Debian's Chromium.
// Installs it with apt-get when running as root, otherwise stops with a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[ensure-chromium] ${CHROMIUM} is missing. Install Debian's Chromium once as root:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to an existing Chromium binary.',
    );
    process.exit(1);
  }
  console.log('[ensure-chromium] installing Debian chromium with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error(`[ensure-chromium] apt-get finished but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}
