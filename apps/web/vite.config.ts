import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const lib = (path: string) => fileURLToPath(new URL(`../../libs/${path}`, import.meta.url))

const workspace = fileURLToPath(new URL('../..', import.meta.url))

/** The modules every page runs: what the browser entry or the root route imports, step by step. */
const LAYOUT = ['/app/entry.client.tsx', '/app/root.tsx']

/**
 * The browser's chunks: what every page runs goes into two files, the libraries (React, Remix:
 * they change seldom, so they stay cached) and the app's layout (header, footer, drawer button);
 * the rest is split per route as Rollup does. Left to itself Rollup cuts the layout into a dozen
 * small shared chunks, each a request and a gzip stream of its own, which cost more bytes.
 */
function layoutChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
): string | undefined {
  if (LAYOUT.some((entry) => id.endsWith(entry))) return undefined
  const seen = new Set<string>()
  const reachedFromLayout = (module: string): boolean => {
    if (LAYOUT.some((entry) => module.endsWith(entry))) return true
    if (seen.has(module)) return false
    seen.add(module)
    return (getModuleInfo(module)?.importers ?? []).some(reachedFromLayout)
  }
  if (!reachedFromLayout(id)) return undefined
  // Rollup's and Vite's own helpers ('\0...') go with the libraries that use them: were they in
  // the layout chunk, the two would import each other and run in the wrong order.
  return id.startsWith(workspace) && !id.includes('/node_modules/') ? 'layout' : 'vendor'
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: {
    // The libraries are bundled from source, so the web app never waits on their own builds.
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@aurum/contracts': lib('contracts/src/index.ts'),
      '@aurum/api-client': lib('api-client/src/index.ts'),
    },
  },
  build: {
    rollupOptions: {
      // The contracts library is pure (schemas, constants, functions): what a page does not use
      // stays out of the browser bundle. Zod stays out because only its *.schemas.ts modules
      // import it (libs/contracts/src/schemas-apart.spec.ts).
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/contracts/') },
      output: isSsrBuild ? {} : { manualChunks: layoutChunk },
    },
  },
}))
