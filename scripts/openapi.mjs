// Writes openapi.json from the built API and the api-client's types from it.
// Run through `npm run openapi` (which builds the API first).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { generateClientTypes } from '../libs/api-client/generate.mjs'

const root = new URL('..', import.meta.url).pathname
const document = execFileSync(process.execPath, ['apps/api/dist/openapi-cli.js'], {
  cwd: root,
  encoding: 'utf8',
})
writeFileSync(`${root}openapi.json`, document)
writeFileSync(
  `${root}libs/api-client/src/schema.ts`,
  await generateClientTypes(JSON.parse(document)),
)
console.log('openapi.json and libs/api-client/src/schema.ts written')
