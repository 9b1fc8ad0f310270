// The workspace's real ESLint config (eslint.config.mjs) on code that crosses a boundary, given as
// text with a path inside a project: no fixture file on disk for `eslint .` to trip over.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ESLint } from 'eslint'

const root = new URL('../..', import.meta.url).pathname
const eslint = new ESLint({ cwd: root })

/** The boundary rule's messages for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  assert.equal(result.filePath, `${root}${filePath}`, `${filePath} is linted, not ignored`)
  return result.messages
    .filter((message) => message.ruleId === 'aurum/project-boundaries')
    .map((message) => ({ line: message.line, severity: message.severity, text: message.message }))
}

/** Asserts one error per line of `code`, each naming the project it must not import. */
async function assertRefused(filePath, code, targets) {
  const errors = await boundaryErrors(filePath, code)
  assert.deepEqual(
    errors.map(({ line, severity }) => ({ line, severity })),
    targets.map((_, index) => ({ line: index + 1, severity: 2 })),
    JSON.stringify(errors, null, 2),
  )
  errors.forEach((error, index) => assert.match(error.text, targets[index]))
}

test('the web app cannot import the API, by package name or by path, values or types', () =>
  assertRefused(
    'apps/web/app/boundary-fixture.ts',
    [
      "export { createApp } from '../../api/src/app'",
      "export type { Env } from '@aurum/api/src/config/env'",
      "export * from '@aurum/api'",
      "export const loadApi = () => import('@aurum/api')",
    ].join('\n'),
    [/'\.\.\/\.\.\/api\/src\/app' is api/, /is api/, /is api/, /is api/],
  ))

test('the API cannot import the web app', () =>
  assertRefused('apps/api/src/boundary-fixture.ts', "export * from '@aurum/web'", [
    /api \(type:app\) may only import projects tagged type:lib: '@aurum\/web' is web/,
  ]))

test('libs cannot import apps', () =>
  assertRefused(
    'libs/api-client/src/boundary-fixture.ts',
    ["export * from '@aurum/api'", "export * from '../../../apps/web/app/root'"].join('\n'),
    [/'@aurum\/api' is api/, /is web/],
  ))

test('contracts import nothing of ours, and no path leads out of their folder', () =>
  assertRefused(
    'libs/contracts/src/boundary-fixture.ts',
    [
      "export * from '@aurum/api-client'",
      "export * from '../../api-client/src/index'",
      "export * from '../../../scripts/start.mjs'",
      "const env = require('../../../apps/api/src/config/env')",
      'export { env }',
    ].join('\n'),
    [
      /contracts \(scope:contracts\) imports no project of this workspace: '@aurum\/api-client'/,
      /is api-client/,
      /leads out of contracts/,
      /is api/,
    ],
  ))

test('the browser journeys may use the libs, not the apps', async () => {
  await assertRefused('apps/web-e2e/src/boundary-fixture.ts', "export * from '@aurum/web'", [
    /web-e2e \(type:e2e\) may only import projects tagged type:lib/,
  ])
  assert.deepEqual(
    await boundaryErrors(
      'apps/web-e2e/src/boundary-fixture.ts',
      "export * from '@aurum/contracts'\nexport * from '@aurum/api-client'",
    ),
    [],
  )
})

test('an allowed lib is imported by its package name, not by a path into its folder', () =>
  assertRefused('apps/web/app/boundary-fixture.ts', "export * from '../../../libs/contracts/src'", [
    /reaches into contracts by path: import it as '@aurum\/contracts'/,
  ]))

test('what the shop imports today passes: libs by package name, own files, packages', async () => {
  assert.deepEqual(
    await boundaryErrors(
      'apps/web/app/boundary-fixture.ts',
      [
        "export { formatPrice } from '@aurum/contracts'",
        "export type { paths } from '@aurum/api-client'",
        "export * from './utils/api.server'",
        "export { json } from '@remix-run/node'",
      ].join('\n'),
    ),
    [],
  )
  assert.deepEqual(
    await boundaryErrors(
      'libs/contracts/src/boundary-fixture.ts',
      "export * from './money'\nexport { z } from 'zod'",
    ),
    [],
  )
  assert.deepEqual(
    await boundaryErrors('apps/api/test/boundary-fixture.ts', "export * from '@aurum/api-client'"),
    [],
  )
})
