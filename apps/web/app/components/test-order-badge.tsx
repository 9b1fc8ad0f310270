/** Marks an order paid through the local test provider, wherever orders are shown. */
export function TestOrderBadge({ isTest }: { isTest: boolean }) {
  if (!isTest) return null
  return (
    <span className="rounded-full border border-line px-3 py-1 text-xs text-ink-muted">
      Pedido de prueba: no se cobró dinero
    </span>
  )
}
