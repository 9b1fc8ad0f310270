import { type INestApplication, ParseUUIDPipe, type Type } from '@nestjs/common'
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  RESPONSE_PASSTHROUGH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants'
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum'
import { ModulesContainer, Reflector } from '@nestjs/core'
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants'
import { ROLES } from '../modules/auth/current-user'
import { ALIAS_OF, type OperationName } from './alias-of'
import { NO_LOOKUP_BY_PATH } from './api-errors'
import { IS_PUBLIC } from './public.decorator'
import { BODY_LIMIT_BYTES } from './request-limits'
import { RATE_LIMIT, type RateLimitedConcern } from './throttling/rate-limits'

/** What a route's decorators say about the answers it can give (see buildOpenApiDocument). */
export interface RouteFacts {
  isPublic: boolean
  roles: string[]
  rateLimit?: RateLimitedConcern
  /** @HttpCode(), when the route sets one. */
  httpCode?: number
  /** @Res() without passthrough: the handler writes its own status. */
  writesOwnReply: boolean
  /** A zod DTO or a pipe checks the body, the query or a path parameter. */
  validates: boolean
  /** Path parameters name something to find (unless @ApiNoLookupByPath()). */
  looksUpPath: boolean
  /** Path parameters checked by ParseUUIDPipe. */
  uuidParams: string[]
  bodyLimit: number
  /** @AliasOf(): the operation that replaces this deprecated one. */
  aliasOf?: OperationName
}

interface RouteArgument {
  index: number
  data?: unknown
  pipes?: unknown[]
}

/** Every route handler of the app, by the operationId Swagger gives it (Controller_method). */
export function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const reflector = new Reflector()
  const facts = new Map<string, RouteFacts>()
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null
      if (!controller) continue
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[key] as unknown
        if (typeof handler !== 'function' || key === 'constructor') continue
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue
        const id = `${controller.name}_${key}`
        if (facts.has(id)) throw new Error(`openapi: two routes are named ${id}`)
        facts.set(id, factsOf(reflector, controller, key, handler))
      }
    }
  }
  return facts
}

function factsOf(reflector: Reflector, controller: Type, key: string, handler: object): RouteFacts {
  const targets = [handler as () => void, controller]
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<
      string,
      RouteArgument
    >,
  ).map(([slot, argument]) => ({ type: Number(slot.split(':')[0]), ...argument }))
  const parameterTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, key) ??
    []) as unknown[]
  const inputs = [RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM]
  const validates = args.some(
    (argument) =>
      inputs.includes(argument.type) &&
      (Boolean(argument.pipes?.length) || isZodDto(parameterTypes[argument.index])),
  )
  const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as
    { bodyLimit?: number } | undefined
  return {
    isPublic: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false,
    roles: reflector.getAllAndOverride<string[] | undefined>(ROLES, targets) ?? [],
    rateLimit: reflector.getAllAndOverride<RateLimitedConcern | undefined>(RATE_LIMIT, targets),
    httpCode: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
    writesOwnReply:
      args.some((argument) => argument.type === RouteParamtypes.RESPONSE) &&
      !Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, key),
    validates,
    looksUpPath: !reflector.getAllAndOverride<boolean | undefined>(NO_LOOKUP_BY_PATH, targets),
    uuidParams: args
      .filter(
        (argument) =>
          argument.type === RouteParamtypes.PARAM &&
          typeof argument.data === 'string' &&
          argument.pipes?.some((pipe) => pipe instanceof ParseUUIDPipe || pipe === ParseUUIDPipe),
      )
      .map((argument) => argument.data as string),
    bodyLimit: config?.bodyLimit ?? BODY_LIMIT_BYTES,
    aliasOf: Reflect.getMetadata(ALIAS_OF, handler) as OperationName | undefined,
  }
}

function isZodDto(type: unknown): boolean {
  return typeof type === 'function' && 'isZodDto' in type && Boolean(type.isZodDto)
}
