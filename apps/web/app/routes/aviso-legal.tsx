import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalLink, LegalPage, LegalSection } from '~/components/legal-page'
import { getStoreSettings } from '~/utils/store-settings.server'

export const meta: MetaFunction = () => [
  { title: 'Aviso legal | Aurum Decants' },
  { name: 'description', content: 'Quién es el titular de Aurum Decants y cómo contactar con él.' },
]

/** The legal notice (LSSI art. 10): the owner's data, as the administrator set them. */
export async function loader() {
  const { legal } = await getStoreSettings()
  return { legal }
}

export default function LegalNotice() {
  const { legal } = useLoaderData<typeof loader>()
  const rows: [string, string][] = [
    ['Titular', legal.ownerName],
    ['NIF', legal.taxId],
    ['Domicilio', legal.address],
    ['Email', legal.email],
    ['Registro Mercantil', legal.registry],
  ]
  const complete = rows.slice(0, 4).every(([, value]) => value)
  return (
    <LegalPage title="Aviso legal">
      <LegalSection id="titular" title="Titular de la tienda">
        {complete ? null : (
          <p role="status" className="rounded-lg border border-gold px-3 py-2">
            Datos del titular pendientes: la tienda todavía no los ha completado.
          </p>
        )}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd>{label === 'Email' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
              </div>
            ))}
        </dl>
      </LegalSection>
      <LegalSection id="actividad" title="Actividad">
        <p>
          Venta en línea de decants (2, 5 y 10 ml) de perfumes originales, con envío a España. Las
          condiciones de compra están en los{' '}
          <LegalLink to="/terminos">Términos y Condiciones</LegalLink> y el tratamiento de tus datos
          y las cookies en la <LegalLink to="/privacidad">Política de Privacidad</LegalLink>: solo
          usamos cookies técnicas, necesarias para que la tienda funcione.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
