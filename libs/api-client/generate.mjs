import openapiTS, { astToString } from 'openapi-typescript'

const HEADER = '// Generated from openapi.json by `npm run openapi`. Do not edit.\n\n'

/** The TypeScript types of an OpenAPI document, as the api-client commits them. */
export async function generateClientTypes(document) {
  // A field with a default may be left out of a request, so it stays optional in the types.
  return HEADER + astToString(await openapiTS(document, { defaultNonNullable: false }))
}
