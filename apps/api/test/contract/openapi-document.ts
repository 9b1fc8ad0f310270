import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The committed openapi.json, as the contract tests read it. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export interface MediaType {
  schema?: JsonObject
}
export interface Header {
  required?: boolean
  schema?: JsonObject
}
export interface ResponseObject {
  headers?: Record<string, Header | { $ref: string }>
  content?: Record<string, MediaType>
}
export interface Operation {
  operationId: string
  parameters?: { name: string; in: string; schema?: JsonObject }[]
  requestBody?: { content?: Record<string, MediaType> }
  responses: Record<string, ResponseObject>
  security?: Record<string, string[]>[]
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>
  components: {
    schemas: Record<string, JsonObject>
    headers: Record<string, Header>
  }
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export const openApiDocument: OpenApiDocument = JSON.parse(
  readFileSync(join(__dirname, '../../../../openapi.json'), 'utf8'),
)
