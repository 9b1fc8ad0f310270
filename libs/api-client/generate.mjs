import openapiTS, { astToString } from 'openapi-typescript'

const HEADER = '// Generated from openapi.json by `npm run openapi`. Do not edit.\n\n'

/** The TypeScript types of an OpenAPI document, as the api-client commits them. */
export async function generateClientTypes(document) {
  return HEADER + astToString(await openapiTS(document))
}
