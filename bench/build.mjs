// Builds the production apps and copies what they run into the bench's own folder. `run.mjs`
// starts this inside the build lock (flock), so the copy is of one finished build and nobody's
// later rebuild of apps/*/dist or apps/web/build can change the apps while they are measured.
// Usage: node bench/build.mjs <snapshot folder>
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const snapshot = process.argv[2]
if (!snapshot) {
  console.error('usage: node bench/build.mjs <snapshot folder>')
  process.exit(2)
}

const build = spawnSync(
  process.execPath,
  [
    'node_modules/nx/dist/bin/nx.js',
    'run-many',
    '-t',
    'build',
    '--projects=api,web',
    '--output-style=static',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  },
)
if (build.status !== 0) process.exit(1)

const copy = (path) => cpSync(join(root, path), join(snapshot, path), { recursive: true })
for (const path of [
  'apps/api/dist',
  'apps/api/package.json',
  'apps/web/build',
  'apps/web/server.mjs',
  'apps/web/package.json',
  'libs/contracts/dist',
  'libs/contracts/package.json',
]) {
  copy(path)
}

// The copied apps find their packages through links to the workspace's node_modules, except the
// shop's own library, which must be the copy built above.
const modules = join(snapshot, 'node_modules')
mkdirSync(join(modules, '@aurum'), { recursive: true })
for (const name of readdirSync(join(root, 'node_modules'))) {
  if (name !== '@aurum') symlinkSync(join(root, 'node_modules', name), join(modules, name))
}
symlinkSync(join(snapshot, 'libs/contracts'), join(modules, '@aurum/contracts'))
