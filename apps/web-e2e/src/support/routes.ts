interface BuiltRoute {
  path?: string
  parentId?: string
  module: { action?: unknown; loader?: unknown; default?: unknown }
}

export interface WebRoute {
  /** The build's route id, e.g. `routes/orders_.$id`. */
  id: string
  /** The URL with its parameters as written (`/orders/:id`). */
  pattern: string
  url: string
  hasAction: boolean
  hasLoader: boolean
  /** A page (a resource route has none). */
  hasComponent: boolean
}

/** Values a real link would carry, so a refusal is never just a missing page. */
const PARAMS: Record<string, string> = { slug: 'dior-sauvage' }

/** Every URL of the web app, read from the same build the shop runs, so none can be missed. */
export async function webRoutes(): Promise<WebRoute[]> {
  // The build checks its environment on import; this process only reads its route table.
  process.env.SESSION_SECRET ??= 'solo-para-leer-las-rutas-del-build-en-las-pruebas'
  const build = (await import(
    new URL('../../../web/build/server/index.js', import.meta.url).href
  )) as { routes: Record<string, BuiltRoute> }
  const patternOf = (route: BuiltRoute): string => {
    const parent = route.parentId ? patternOf(build.routes[route.parentId]) : ''
    const own = (route.path ?? '').split('/').filter(Boolean).join('/')
    return own ? `${parent.replace(/\/$/, '')}/${own}` : parent || '/'
  }
  const urlOf = (pattern: string): string =>
    pattern
      .split('/')
      .map((segment) =>
        segment === '*'
          ? 'cualquier-cosa'
          : segment.replace(/^:(\w+)\??$/, (_, name: string) => PARAMS[name] ?? 'ejemplo'),
      )
      .join('/')
  return Object.entries(build.routes).map(([id, route]) => ({
    id,
    pattern: patternOf(route),
    url: urlOf(patternOf(route)),
    hasAction: typeof route.module.action === 'function',
    hasLoader: typeof route.module.loader === 'function',
    hasComponent: typeof route.module.default === 'function',
  }))
}
