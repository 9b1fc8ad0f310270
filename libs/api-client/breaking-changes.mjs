// What a new openapi.json breaks for a client built on an older one: removed paths and
// operations, request fields removed or newly required (request objects are strict: an unknown
// field is refused), response statuses and fields removed or made optional or nullable, and enum
// values removed. Each change is one line of text, so a list of intended changes can name it.

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

/**
 * @typedef {Record<string, any>} Schema
 * @typedef {{ paths: Record<string, Record<string, any>>, components?: { schemas?: Record<string, Schema> } }} Document
 */

/**
 * @param {Document} release the contract of the last release
 * @param {Document} current the contract now
 * @returns {string[]} the breaking changes, sorted
 */
export function breakingChanges(release, current) {
  const changes = new Set()
  for (const [path, item] of Object.entries(release.paths)) {
    if (!current.paths[path]) {
      changes.add(`removed path ${path}`)
      continue
    }
    for (const method of METHODS) {
      const before = item[method]
      const after = current.paths[path][method]
      if (!before) continue
      const operation = `${method.toUpperCase()} ${path}`
      if (!after) {
        changes.add(`removed operation ${operation}`)
        continue
      }
      compareParameters(operation, before, after, changes)
      compareRequest(operation, release, before, current, after, changes)
      compareResponses(operation, release, before, current, after, changes)
    }
  }
  return [...changes].sort()
}

function compareParameters(operation, before, after, changes) {
  const key = (parameter) => `${parameter.in}:${parameter.name.toLowerCase()}`
  const old = new Map((before.parameters ?? []).map((parameter) => [key(parameter), parameter]))
  const now = new Map((after.parameters ?? []).map((parameter) => [key(parameter), parameter]))
  for (const [name, parameter] of now) {
    if (parameter.required && !old.get(name)?.required) {
      changes.add(`new required request field ${operation} ${name}`)
    }
  }
  for (const [name, parameter] of old) {
    const kept = now.get(name)
    if (!kept) changes.add(`removed request field ${operation} ${name}`)
    else compareEnums(`${operation} ${name}`, parameter.schema, kept.schema, changes)
  }
}

function compareRequest(operation, release, before, current, after, changes) {
  const oldSchema = jsonSchema(before.requestBody)
  const newSchema = jsonSchema(after.requestBody)
  if (!oldSchema) return
  if (!newSchema) {
    changes.add(`removed request body ${operation}`)
    return
  }
  const old = fields(release, oldSchema)
  const now = fields(current, newSchema)
  for (const [path, field] of now) {
    // A field required within a new optional object breaks nothing: a client that never sends
    // the object never meets it (the object's own entry says whether it is required).
    const parent = path.replace(/(\.[^.[\]]+|\[\])$/, '')
    if (parent !== path && parent !== '' && !old.has(parent)) continue
    if (field.required && !old.get(path)?.required) {
      changes.add(`new required request field ${operation} body:${path}`)
    }
  }
  for (const [path, field] of old) {
    const kept = now.get(path)
    if (!kept) changes.add(`removed request field ${operation} body:${path}`)
    else removedValues(`${operation} body:${path}`, field.enum, kept.enum, changes)
  }
}

function compareResponses(operation, release, before, current, after, changes) {
  for (const [status, response] of Object.entries(before.responses ?? {})) {
    const kept = after.responses?.[status]
    if (!kept) {
      // A client may rely on a success; an error it was told about and no longer gets is no loss.
      if (Number(status) < 400) changes.add(`removed response ${operation} ${status}`)
      continue
    }
    const oldSchema = jsonSchema(response)
    const newSchema = jsonSchema(kept)
    if (!oldSchema) continue
    const where = `${operation} ${status}`
    if (!newSchema) {
      changes.add(`removed response body ${where}`)
      continue
    }
    const old = fields(release, oldSchema)
    const now = fields(current, newSchema)
    for (const [path, field] of old) {
      const field2 = now.get(path)
      if (!field2) {
        changes.add(`removed response field ${where} ${path}`)
        continue
      }
      if (field.required && !field2.required) {
        changes.add(`optional response field ${where} ${path}`)
      }
      if (!field.nullable && field2.nullable) {
        changes.add(`nullable response field ${where} ${path}`)
      }
      removedValues(`${where} ${path}`, field.enum, field2.enum, changes)
    }
  }
}

function compareEnums(where, before, after, changes) {
  removedValues(where, before?.enum, after?.enum, changes)
}

function removedValues(where, before, after, changes) {
  if (!before) return
  const now = new Set((after ?? []).map((value) => JSON.stringify(value)))
  // A field that no longer lists its values accepts and may answer any of them.
  if (!after) return
  for (const value of before) {
    if (!now.has(JSON.stringify(value))) {
      changes.add(`removed enum value ${where} ${JSON.stringify(value)}`)
    }
  }
}

function jsonSchema(body) {
  return body?.content?.['application/json']?.schema
}

/**
 * Every field a schema describes, by its path ('' is the body itself, 'items[].name' a field of
 * an array's objects), with whether it is always there, may be null, and its enum values.
 * @returns {Map<string, { required: boolean, nullable: boolean, enum?: unknown[] }>}
 */
export function fields(document, schema) {
  const found = new Map()
  walk(document, schema, '', true, found, new Set())
  return found
}

function walk(document, schema, path, required, found, refs) {
  const flat = flatten(document, schema, refs)
  const before = found.get(path)
  found.set(path, {
    // Seen twice (the options of an anyOf), a field is as loose as its loosest sight.
    required: before ? before.required && required : required,
    nullable: Boolean(before?.nullable || flat.nullable),
    enum: flat.enum ?? before?.enum,
  })
  if (flat.items) walk(document, flat.items, `${path}[]`, true, found, flat.refs)
  for (const [name, property] of Object.entries(flat.properties)) {
    const child = path ? `${path}.${name}` : name
    walk(document, property, child, flat.required.has(name), found, flat.refs)
  }
}

/** A schema with its $ref, allOf, anyOf and oneOf read: its properties and what else it says. */
function flatten(document, schema, refs) {
  const flat = { properties: {}, required: new Set(), nullable: false, refs }
  let current = schema ?? {}
  if (current.$ref) {
    // A schema that holds itself is read once along a path.
    if (refs.has(current.$ref)) return flat
    flat.refs = new Set([...refs, current.$ref])
    const name = current.$ref.replace('#/components/schemas/', '')
    current = { ...(document.components?.schemas?.[name] ?? {}), ...withoutRef(current) }
  }
  if (current.nullable || current.type === 'null') flat.nullable = true
  if (Array.isArray(current.type) && current.type.includes('null')) flat.nullable = true
  if (current.enum) flat.enum = current.enum
  if (current.const !== undefined) flat.enum = [current.const]
  if (current.items) flat.items = current.items
  Object.assign(flat.properties, current.properties ?? {})
  for (const name of current.required ?? []) flat.required.add(name)
  for (const part of current.allOf ?? []) merge(flat, flatten(document, part, flat.refs), true)
  for (const part of [...(current.anyOf ?? []), ...(current.oneOf ?? [])]) {
    merge(flat, flatten(document, part, flat.refs), false)
  }
  return flat
}

function merge(flat, part, all) {
  for (const [name, property] of Object.entries(part.properties)) {
    flat.properties[name] ??= property
  }
  if (all) for (const name of part.required) flat.required.add(name)
  if (part.nullable) flat.nullable = true
  if (part.enum) flat.enum = [...new Set([...(flat.enum ?? []), ...part.enum])]
  flat.items ??= part.items
}

function withoutRef(schema) {
  const rest = { ...schema }
  delete rest.$ref
  return rest
}
