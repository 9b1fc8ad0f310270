// The production images, read rather than built (no container engine runs here): small runtime
// stages without dev dependencies or the embedded database, a non-root user, pinned base images,
// and docker-compose.yml running the very images the Kubernetes manifests name.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { parse } from 'yaml'
import { workloads } from './kubernetes/manifests.mjs'

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

/** A Dockerfile's stages in order, each with its base and its instructions (continuations joined). */
function stagesOf(path) {
  const stages = []
  const lines = read(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  for (const line of lines) {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line)
    if (instruction.toUpperCase() === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest)
      stages.push({ base, name, instructions: [] })
    } else stages.at(-1).instructions.push({ instruction: instruction.toUpperCase(), rest })
  }
  return stages
}

/** The runtime stage's instructions, with those of the stages it is built on, first to last. */
function runtimeOf(stages) {
  const chain = [stages.at(-1)]
  for (let base; (base = stages.find((stage) => stage.name === chain[0].base));) chain.unshift(base)
  return chain.flatMap((stage) => stage.instructions)
}

const dockerfiles = {
  api: { path: 'apps/api/Dockerfile', command: ['node', 'apps/api/dist/main.js'] },
  web: { path: 'apps/web/Dockerfile', command: ['node', 'apps/web/server.mjs'] },
}

for (const [app, { path, command }] of Object.entries(dockerfiles)) {
  const stages = stagesOf(path)
  const runtime = runtimeOf(stages)
  const runs = runtime.filter((one) => one.instruction === 'RUN').map((one) => one.rest)

  test(`${path}: base images pinned to a version`, () => {
    const names = new Set(stages.map((stage) => stage.name))
    for (const { base } of stages.filter((stage) => !names.has(stage.base))) {
      // node:20.20-bookworm-slim: a minor version and a distribution, or a digest.
      assert.match(base, /:\d+\.\d+[\w.-]*$|@sha256:[0-9a-f]{64}$/, base)
    }
  })

  test(`${path}: the runtime stage installs production dependencies only`, () => {
    const installs = runs.filter((run) => /\bnpm (ci|install|i)\b/.test(run))
    assert.ok(installs.length > 0, 'no npm ci in the runtime stage')
    for (const install of installs) assert.match(install, /--omit=dev/, install)
  })

  test(`${path}: the runtime stage drops the embedded database`, () => {
    const install = runs.findIndex((run) => /\bnpm ci\b/.test(run))
    const removal = runs.findIndex((run) => /rm -rf [^&]*node_modules\/@electric-sql\b/.test(run))
    assert.ok(removal >= install && install >= 0, 'node_modules/@electric-sql is not removed')
  })

  test(`${path}: the runtime stage runs ${command.join(' ')} as the node user`, () => {
    const users = runtime.filter((one) => one.instruction === 'USER')
    assert.equal(users.at(-1)?.rest, 'node')
    const cmd = runtime.filter((one) => one.instruction === 'CMD').at(-1)
    assert.deepEqual(JSON.parse(cmd.rest), command)
    const env = runtime.filter((one) => one.instruction === 'ENV').map((one) => one.rest)
    assert.ok(
      env.some((line) => /\bNODE_ENV=production\b/.test(line)),
      'NODE_ENV=production unset',
    )
  })

  if (app === 'web') {
    test(`${path}: the runtime stage holds what server.mjs loads`, () => {
      const copies = runtime.filter((one) => one.instruction === 'COPY').map((one) => one.rest)
      assert.ok(copies.includes('--from=build /app/apps/web/build apps/web/build'), 'the build')
      assert.ok(copies.includes('apps/web/server.mjs apps/web/'), 'server.mjs')
      // "type": "module": the server build is ES modules in .js files.
      assert.ok(copies.includes('apps/web/package.json apps/web/'), 'apps/web/package.json')
    })
  }
}

test('the build context leaves out dependencies, builds and local data', () => {
  const ignored = read('.dockerignore').split('\n')
  for (const path of ['**/node_modules', '**/dist', '**/build', '.data']) {
    assert.ok(ignored.includes(path), path)
  }
})

test('docker-compose.yml runs the images and commands of the Kubernetes manifests', () => {
  const { services } = parse(read('docker-compose.yml'))
  const manifests = workloads()
  const expected = {
    migrate: manifests.get('Job/aurum-migrate'),
    api: manifests.get('Deployment/aurum-api'),
    worker: manifests.get('Deployment/aurum-worker'),
    web: manifests.get('Deployment/aurum-web'),
  }
  for (const [name, { image, command }] of Object.entries(expected)) {
    const service = services[name]
    assert.ok(service, `no ${name} service`)
    assert.equal(service.image, image, name)
    const dockerfile = image.includes('/web:') ? dockerfiles.web : dockerfiles.api
    assert.equal(service.build?.dockerfile, dockerfile.path, name)
    assert.deepEqual(service.command ?? dockerfile.command, command, name)
  }
  const built = Object.entries(services).filter(([, service]) => service.build)
  for (const [name] of built) assert.ok(name in expected, `${name} is not in the manifests`)
})
