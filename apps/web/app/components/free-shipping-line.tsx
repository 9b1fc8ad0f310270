import { formatPrice } from '~/utils/money'
import { useCurrency } from '~/utils/use-currency'

/**
 * 'Te faltan 12,40 € para el envío gratis' with a bar of how far the cart is: a native
 * `<progress>`, drawn by the browser (the CSP allows no inline width).
 */
export function FreeShippingLine({
  progress,
}: {
  progress: { missing: string; percent: number } | null
}) {
  const currency = useCurrency()
  if (!progress) return null
  return (
    <div className="free-shipping">
      <p className="text-sm">
        Te faltan <strong>{formatPrice(progress.missing, currency)}</strong> para el envío gratis
      </p>
      <progress
        max={100}
        value={progress.percent}
        aria-label="Camino al envío gratis"
        className="free-shipping-bar"
      >
        {progress.percent}%
      </progress>
    </div>
  )
}
