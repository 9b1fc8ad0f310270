import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { minify } from '@swc/core'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

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
 * they change seldom, so they stay cached) and the app's layout (header, cart button, root);
 * the rest is split per route as Rollup does. Left to itself Rollup cuts the layout into a dozen
 * small shared chunks, each a request and a gzip stream of its own, which cost more bytes.
 */
function layoutChunk(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
): string | undefined {
  if (LAYOUT.some((entry) => id.endsWith(entry))) return undefined
  // Each module of the contracts library in a chunk of its own, loaded by the pages that use it.
  // Taken into the layout, the barrel (index.ts) that the layout imports would bring every module
  // it names, and so every constant some page uses, into every page.
  const contracts = /\/libs\/contracts\/src\/(.+)\.ts$/.exec(id)
  if (contracts) return `contracts-${contracts[1].replace(/\W/g, '-')}`
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

/**
 * The browser's chunks minified once more by SWC, once Vite has written them: its compressor and
 * mangler take a further 5% off the gzipped code (the vendor chunk: 81.1 KB against esbuild's
 * 85.7 KB), and every page's first JavaScript is mostly that chunk (page-budgets.json). It runs
 * last, on the chunks as Vite leaves them; the files keep their names.
 */
const swcMinify: Plugin = {
  name: 'aurum:swc-minify',
  apply: (_, { isSsrBuild }) => !isSsrBuild,
  generateBundle: {
    order: 'post',
    async handler(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunk.code = (await minify(chunk.code, { module: true, compress: true, mangle: true })).code
      }
    },
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    swcMinify,
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
    // A lazy part's own imports load when it does, not ahead: Vite's preload helper, and the list
    // of files wrapped around every dynamic import, cost every page more than the one step saves
    // the footer, the drawer and the error pages, which come after the page anyway.
    modulePreload: false,
    rollupOptions: {
      // The contracts library is pure (schemas, constants, functions): what a page does not use
      // stays out of the browser bundle. Zod stays out because only its *.schemas.ts modules
      // import it (libs/contracts/src/schemas-apart.spec.ts).
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/contracts/') },
      output: isSsrBuild ? {} : { manualChunks: layoutChunk },
    },
  },
}))
