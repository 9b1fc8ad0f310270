// The npm registry these machines reach lacks some platform builds (for example
// @swc/core-darwin-arm64@1.16.22). `npm install` then leaves those optional dependencies out of
// package-lock.json, and `npm ci` refuses the lockfile as out of sync. This adds the missing
// optional entries back, marked optional, so `npm ci` skips what it cannot have.
// Run after every `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  const base = path === '' ? '' : `${path}/`
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${base}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[nested] || lock.packages[hoisted]) continue
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} missing optional entries added`)
