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

export default defineConfig({
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
      // The contracts library is pure (schemas, constants, functions): what a page does not use,
      // zod included, stays out of the browser bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/contracts/') },
    },
  },
})
