// Installs a program the tests need from Debian's packages when it is missing: the machines reach Debian's mirrors
// and the npm registry only, so nothing is downloaded from anywhere else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/**
 * Makes sure `path` exists, installing Debian's `packages` (without their recommendations) when it does not, as root
 * or with password-less sudo; answers `path`.
 */
export function ensureDebianPackage(path, packages) {
  if (existsSync(path)) return path;
  console.log(`${path} is missing: installing Debian's ${packages.join(', ')}.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo)
    throw new Error(
      `${path} is missing and this user cannot install packages. Run: sudo apt-get install -y ${packages.join(' ')}`,
    );
  const [command, prefix] = isRoot ? ['apt-get', []] : ['sudo', ['apt-get']];
  run(command, [...prefix, 'update', '-qq']);
  run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  if (!existsSync(path)) throw new Error(`${packages.join(', ')} installed, but ${path} is still missing`);
  return path;
}
