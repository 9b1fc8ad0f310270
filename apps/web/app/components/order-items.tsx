import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

export const orderSectionClass = 'rounded-2xl border border-line bg-surface p-5'
export const orderHeadingClass = 'font-display text-xl font-semibold'

interface OrderLines {
  items: {
    perfumeName: string
    brand: string
    size: string
    quantity: number
    unitPrice: string
    /** The bottles it was poured from: 'Lote L1234'. */
    batches: { perfumeName: string; batchCode: string; ml: number }[]
    /** A set's perfumes; null for one perfume. */
    setPerfumes: { name: string; brand: string }[] | null
  }[]
  amounts: { subtotal: string; discount: string; shipping: string; total: string }
  couponCode?: string | null
}

/** What the card shows of an API order, for a loader to return (only these fields). */
export function orderLines(order: {
  items: OrderLines['items']
  subtotal: string
  discount: string
  shipping: string
  total: string
  couponCode?: string | null
}): OrderLines {
  return {
    items: order.items.map(
      ({ perfumeName, brand, size, unitPrice, quantity, batches, setPerfumes }) => ({
        perfumeName,
        brand,
        size,
        unitPrice,
        quantity,
        batches,
        setPerfumes,
      }),
    ),
    amounts: {
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      total: order.total,
    },
    couponCode: order.couponCode,
  }
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold' : 'text-ink-muted'}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** An order's 'Artículos' card: its lines and its amounts, as the customer and the admin see it. */
export function OrderItems({
  order,
  heading: Heading,
  className = '',
}: {
  order: OrderLines
  /** The card's heading level on its page. */
  heading: 'h2' | 'h3'
  className?: string
}) {
  const currency = useCurrency()
  const price = (text: string) => formatPrice(text, currency)
  return (
    <section aria-labelledby="pedido-articulos" className={`${orderSectionClass} ${className}`}>
      <Heading id="pedido-articulos" className={orderHeadingClass}>
        Artículos
      </Heading>
      <ul className="mt-3 divide-y divide-line">
        {order.items.map((item) => (
          <li
            key={`${item.perfumeName}-${item.size}`}
            className="flex flex-wrap justify-between gap-2 py-3"
          >
            <span>
              {item.perfumeName} · {item.size}
              <span className="block text-sm text-ink-muted">{item.brand}</span>
              {item.setPerfumes ? (
                <span className="block text-sm text-ink-muted">
                  {item.setPerfumes.map((perfume) => perfume.name).join(', ')}
                </span>
              ) : null}
              {item.batches.length ? (
                <span className="block text-sm text-ink-muted">
                  {item.batches
                    .map((batch) =>
                      item.setPerfumes
                        ? `${batch.perfumeName}: Lote ${batch.batchCode}`
                        : item.batches.length > 1
                          ? `Lote ${batch.batchCode} (${batch.ml} ml)`
                          : `Lote ${batch.batchCode}`,
                    )
                    .join(' · ')}
                </span>
              ) : null}
            </span>
            <span className="text-sm">
              {item.quantity} × {price(item.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 border-t border-line pt-3 text-sm">
        <Amount label="Subtotal" value={price(order.amounts.subtotal)} />
        {order.amounts.discount !== '0.00' ? (
          <Amount
            label={order.couponCode ? `Descuento (cupón ${order.couponCode})` : 'Descuento'}
            value={`−${price(order.amounts.discount)}`}
          />
        ) : null}
        <Amount label="Envío" value={price(order.amounts.shipping)} />
        <Amount label="Total" value={price(order.amounts.total)} strong />
      </dl>
    </section>
  )
}
