import type { MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/not-found'

export const meta: MetaFunction = () => [{ title: 'Página No Encontrada | Aurum Decants' }]

/** Every path no other route claims answers 404 with the not-found page. */
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}
