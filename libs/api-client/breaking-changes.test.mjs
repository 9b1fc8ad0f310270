// openapi.json may only break what contract/intended-changes.json names, with a reason, compared
// with the contract of the last release (contract/openapi.release.json).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { breakingChanges } from './breaking-changes.mjs'

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))

test('openapi.json breaks nothing of the last release but the intended changes', () => {
  const found = breakingChanges(read('contract/openapi.release.json'), read('openapi.json'))
  const intended = read('contract/intended-changes.json').changes
  for (const entry of intended) {
    assert.ok(entry.reason?.trim(), `intended change without a reason: ${entry.change}`)
  }
  const named = new Set(intended.map((entry) => entry.change))
  assert.deepEqual(
    found.filter((change) => !named.has(change)),
    [],
    'breaking changes: undo them, or add each to contract/intended-changes.json with a reason',
  )
  assert.deepEqual(
    [...named].filter((change) => !found.includes(change)),
    [],
    'intended changes that no longer happen: remove them from contract/intended-changes.json',
  )
})

/** A document with one operation, GET /api/things, answering 200 with this body. */
function answering(schema, extra = {}) {
  return {
    paths: {
      '/api/things': {
        get: { responses: { 200: { content: { 'application/json': { schema } } } }, ...extra },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          required: ['id', 'kind'],
          properties: { id: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] } },
        },
      },
    },
  }
}

const thingList = { type: 'array', items: { $ref: '#/components/schemas/Thing' } }

test('an unchanged or only grown document breaks nothing', () => {
  const grown = answering(thingList)
  grown.paths['/api/more'] = { get: { responses: { 200: {} } } }
  grown.components.schemas.Thing.properties.name = { type: 'string' }
  grown.components.schemas.Thing.properties.kind.enum.push('c')
  grown.paths['/api/things'].get.responses[404] = {}
  assert.deepEqual(breakingChanges(answering(thingList), answering(thingList)), [])
  assert.deepEqual(breakingChanges(answering(thingList), grown), [])
})

test('finds removed paths, operations and success answers', () => {
  const release = answering(thingList)
  release.paths['/api/things'].delete = { responses: { 204: {} } }
  release.paths['/api/gone'] = { get: { responses: { 200: {} } } }
  const current = answering(thingList)
  current.paths['/api/things'].get.responses = {
    201: current.paths['/api/things'].get.responses[200],
  }
  assert.deepEqual(breakingChanges(release, current), [
    'removed operation DELETE /api/things',
    'removed path /api/gone',
    'removed response GET /api/things 200',
  ])
})

test('finds response fields removed, made optional or nullable, and enum values removed', () => {
  const current = answering(thingList)
  const thing = current.components.schemas.Thing
  thing.required = []
  thing.properties = { kind: { type: 'string', enum: ['a'], nullable: true } }
  assert.deepEqual(breakingChanges(answering(thingList), current), [
    'nullable response field GET /api/things 200 [].kind',
    'optional response field GET /api/things 200 [].kind',
    'removed enum value GET /api/things 200 [].kind "b"',
    'removed response field GET /api/things 200 [].id',
  ])
})

test('finds request fields removed or newly required, in the body and the parameters', () => {
  const body = (schema) => ({ requestBody: { content: { 'application/json': { schema } } } })
  const release = answering(thingList, {
    ...body({ type: 'object', properties: { note: { type: 'string' }, size: { type: 'string' } } }),
    parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer' } }],
  })
  const current = answering(thingList, {
    ...body({ type: 'object', required: ['size'], properties: { size: { type: 'string' } } }),
    parameters: [{ name: 'sort', in: 'query', required: true, schema: { type: 'string' } }],
  })
  assert.deepEqual(breakingChanges(release, current), [
    'new required request field GET /api/things body:size',
    'new required request field GET /api/things query:sort',
    'removed request field GET /api/things body:note',
    'removed request field GET /api/things query:page',
  ])
})

test('a new optional object breaks nothing, whatever it requires inside; a new required one does', () => {
  const body = (schema) => ({ requestBody: { content: { 'application/json': { schema } } } })
  const scent = {
    type: 'object',
    required: ['family', 'accords'],
    properties: {
      family: { type: 'string' },
      accords: {
        type: 'array',
        items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      },
    },
  }
  const release = answering(thingList, body({ type: 'object', properties: {} }))
  const optional = answering(thingList, body({ type: 'object', properties: { scent } }))
  assert.deepEqual(breakingChanges(release, optional), [])
  const required = answering(
    thingList,
    body({ type: 'object', required: ['scent'], properties: { scent } }),
  )
  assert.deepEqual(breakingChanges(release, required), [
    'new required request field GET /api/things body:scent',
  ])
})
