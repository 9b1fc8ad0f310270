// The committed client types must be exactly what openapi.json generates.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { generateClientTypes } from './generate.mjs'

test('src/schema.ts is up to date with openapi.json (run `npm run openapi`)', async () => {
  const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'))
  const committed = readFileSync(new URL('./src/schema.ts', import.meta.url), 'utf8')
  assert.equal(committed, await generateClientTypes(document))
})
