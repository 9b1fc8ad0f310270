import { ORDER_STATUS_NAMES, type OrderStatus } from './orders'

/**
 * Every error the API answers, by its stable `reason`, with the Spanish text made from its
 * `params`. The API writes `message` with it; a page shows the same text (or its own) from the
 * reason and params, never by reading a sentence. A reason is never renamed or reused.
 */
export const ERROR_REASONS = {
  // Input.
  invalid_input: ({ summary }: { summary: string }) => `Datos no válidos: ${summary}`,
  nul_character: 'Datos no válidos: el texto no puede contener el carácter NUL',
  invalid_json: 'El cuerpo de la petición no es un JSON válido',
  invalid_url: 'La dirección no es válida',
  path_too_long: 'Un parámetro de la dirección es demasiado largo',
  unsupported_media_type: 'Envía el cuerpo como application/json',
  body_too_large: 'El cuerpo de la petición es demasiado grande',
  invalid_id: 'El identificador no es válido',
  body_id_mismatch: 'El id del cuerpo no es el de la ruta',
  route_not_found: 'Esa ruta no existe',
  // Signing in, sessions and access.
  login_failed: 'Los datos de acceso no son correctos',
  authentication_required: 'Inicia sesión para continuar',
  access_token_invalid: 'Tu sesión ha caducado: inicia sesión de nuevo',
  session_ended: 'Tu sesión ha terminado: inicia sesión de nuevo',
  sign_in_code_invalid: 'El código de acceso no es válido o ha caducado',
  admin_required: 'Solo los administradores autorizados pueden hacer esto',
  rate_limited: ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
    `Demasiadas peticiones. Espera ${waitText(retryAfterSeconds)} y vuelve a intentarlo.`,
  sign_in_rate_limited: ({ retryAfterSeconds }: { retryAfterSeconds: number }) =>
    `Demasiados intentos. Espera ${waitText(retryAfterSeconds)} y vuelve a intentarlo.`,
  link_invalid: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  // The account.
  username_taken: 'No se pudo crear la cuenta: el nombre de usuario ya existe',
  profile_taken: ({ fields }: { fields: string }) =>
    fields === 'email'
      ? 'Ese email ya está en uso'
      : fields === 'username'
        ? 'Ese nombre de usuario ya está en uso'
        : 'El email y el nombre de usuario ya están en uso',
  password_incorrect: 'La contraseña no es correcta',
  current_password_incorrect: 'La contraseña actual no es correcta',
  confirmation_word: ({ word }: { word: string }) =>
    `Tu cuenta no tiene contraseña: escribe ${word} para confirmar`,
  google_keeps_email: 'Tu cuenta inicia sesión con Google: su email no se puede cambiar',
  email_change_needs_password: 'Introduce tu contraseña actual para cambiar el email',
  google_only: 'Tu cuenta inicia sesión con Google y no tiene contraseña',
  email_already_confirmed: 'Tu email ya está confirmado',
  email_taken: 'Ese email ya es el de otra cuenta',
  last_admin:
    'No puedes eliminar la cuenta del único administrador: nombra antes a otro administrador',
  payment_in_progress: 'Tienes un pago en curso: espera a que termine y vuelve a intentarlo',
  paypal_unavailable: 'PayPal no está disponible',
  payment_method_not_added: 'No se pudo agregar el método de pago',
  payment_method_not_removed: 'No se pudo eliminar el método de pago',
  // Things that are not there (any more).
  user_not_found: 'Usuario no encontrado',
  session_not_found: 'Sesión no encontrada',
  image_not_found: 'Imagen no encontrada',
  order_not_found: 'Pedido no encontrado',
  order_to_print_not_found: ({ orderId }: { orderId: string }) =>
    `Pedido no encontrado: ${orderId}. No se ha impreso ningún documento`,
  invoice_not_found: 'Factura no encontrada',
  refund_not_found: 'Reembolso no encontrado',
  perfume_not_found: 'Perfume no encontrado',
  bottle_not_found: 'Frasco no encontrado',
  collection_not_found: 'Colección no encontrada',
  review_not_found: 'Reseña no encontrada',
  notification_not_found: 'Notificación no encontrada',
  message_not_found: 'Mensaje no encontrado',
  favorite_not_found: 'Favorito no encontrado',
  not_a_favorite: 'Este perfume no está en tus favoritos',
  address_not_found: 'Dirección no encontrada',
  payment_method_not_found: 'Método de pago no encontrado',
  cart_line_not_found: 'Ese producto ya no está en tu carrito',
  checkout_not_found: 'Pago no encontrado',
  setup_page_not_found: 'Página de pago no encontrada',
  failed_mail_not_found: 'No hay ningún correo fallido con ese identificador',
  local_payments_off: 'Los pagos de prueba no están disponibles',
  stripe_off: 'El pago con tarjeta no está disponible',
  // The cart and its stock.
  size_missing: ({ size }: { size: string }) => `Este perfume no tiene el tamaño ${size}`,
  size_left: ({ stock }: { stock: number }) => `Solo quedan ${stock} unidades de este tamaño`,
  size_sold_out: 'Este tamaño está agotado',
  set_size_missing: ({ size }: { size: string }) => `Este set no se vende en ${size}`,
  set_count: ({ counts }: { counts: string }) => `Elige ${counts} perfumes para tu set`,
  set_left: ({ stock }: { stock: number }) => `Solo quedan ${stock} sets en este tamaño`,
  set_sold_out: 'Este set está agotado en este tamaño',
  stock_short: ({ item }: { item: string }) => `No queda stock suficiente de ${item}`,
  still_out_of_stock: ({ items }: { items: string }) => `Sigue sin haber stock de ${items}`,
  // Checkout and coupons.
  cart_empty: 'Carrito vacío',
  total_above_max: 'El total supera el máximo de un pago',
  total_below_min: 'El total no llega al mínimo de un pago',
  checkout_failed: 'Error al crear la sesión de pago',
  checkout_not_closed: 'No se pudo cerrar un pago en curso; inténtalo de nuevo en unos minutos',
  webhook_signature: 'La firma del aviso de pago no es válida',
  coupons_off: 'Los cupones no están disponibles',
  coupon_invalid: 'Cupón no válido',
  coupon_expired: 'Cupón expirado',
  coupon_minimum: ({ minimum }: { minimum: string }) => `Compra mínima de ${minimum}`,
  coupon_used_up: 'Este cupón ya no tiene usos disponibles',
  coupon_already_used: 'Ya has usado este cupón',
  coupon_code_taken: 'Ya existe un cupón con ese código',
  maintenance:
    'La tienda está en mantenimiento: no se pueden hacer compras ahora. Vuelve en unos minutos.',
  // Orders, refunds and invoices.
  order_move: ({ from, to }: { from: OrderStatus; to: OrderStatus }) =>
    `No se puede pasar un pedido de '${ORDER_STATUS_NAMES[from]}' (${from}) a '${ORDER_STATUS_NAMES[to]}' (${to})`,
  tracking_number_taken: ({ trackingNumber }: { trackingNumber: string }) =>
    `El número de seguimiento ${trackingNumber} ya es de otro pedido`,
  refund_foreign_line: 'Esa línea no es de este pedido',
  refund_units_left: ({ item, left }: { item: string; left: number }) =>
    `De ${item} solo quedan ${left} unidades por reembolsar`,
  refund_line_done: ({ item }: { item: string }) => `${item} ya está reembolsado`,
  refund_shipping_done: 'El envío ya está reembolsado',
  refund_no_shipping: 'Este pedido no pagó envío',
  refund_nothing_left: 'Ya no queda nada por reembolsar de este pedido',
  refund_above_paid: ({ left }: { left: string }) =>
    `El reembolso supera lo pagado: quedan ${left} por devolver`,
  refund_done: 'Este reembolso ya se hizo',
  refund_needs_stripe:
    'Este pedido se pagó con Stripe: solo se puede reembolsar con PAYMENT_PROVIDER=stripe',
  already_withdrawn: ({ day }: { day: string }) => `Ya desististe de este pedido el ${day}`,
  withdrawal_needs_delivery: 'Solo se puede desistir de un pedido entregado',
  withdrawal_ended: ({ days }: { days: number }) =>
    `El plazo de ${days} días para desistir de este pedido ha terminado`,
  tracking_not_found: 'No se encontró información para este número de seguimiento',
  tracking_off: 'El seguimiento de pedidos no está disponible',
  order_not_invoiced: 'Este pedido todavía no tiene factura',
  full_invoice_exists: 'Este pedido ya tiene factura completa',
  // Images: `refusal` says which (missing, tooLarge, format...), `detail` in words.
  image_refused: ({ detail }: { refusal: string; detail: string }) =>
    `Error al subir imagen: ${detail}`,
  // Reviews.
  review_moves: 'La reseña es de otro perfume',
  own_review_vote: 'No puedes votar tu propia reseña',
  // Performance votes (how long a perfume lasts, how far it is noticed).
  performance_vote_needs_purchase:
    'Solo quien ha comprado este perfume puede votar cómo dura y cómo se nota',
  // The back office.
  perfume_name_race: 'Otro perfume con el mismo nombre se guardó a la vez; vuelve a intentarlo',
  collection_name_race:
    'Otra colección con el mismo nombre se guardó a la vez; vuelve a intentarlo',
  collection_unknown_perfumes: 'Hay perfumes que no existen',
  offer_needs_discount: 'Una oferta necesita un descuento de 1 a 90%',
  perfume_csv_missing:
    'Envía el catálogo como archivo CSV: el cuerpo en text/csv o un formulario con el campo file',
  perfume_csv_too_large: ({ maxMegabytes, maxRows }: { maxMegabytes: number; maxRows: number }) =>
    `El CSV es demasiado grande: como máximo ${maxMegabytes} MB y ${maxRows} perfumes`,
  perfume_import_invalid: ({ count }: { count: number }) =>
    `El CSV tiene ${count === 1 ? 'un error' : `${count} errores`}: no se ha importado nada`,
  delivery_days: ({ min, max }: { min: number; max: number }) =>
    `Los días laborables mínimos de entrega (${min}) no pueden ser más que los máximos (${max})`,
  bottle_lacks_ml: 'El frasco no tiene esos mililitros',
  bottle_full: ({ sizeMl, mlLeft }: { sizeMl: number; mlLeft: number }) =>
    `Un frasco de ${sizeMl} ml no puede tener más: ahora tiene ${mlLeft} ml`,
  bottle_held: ({ mlLeft, mlHeld }: { mlLeft: number; mlHeld: number }) =>
    `El frasco tiene ${mlLeft} ml y ${mlHeld} ml están apartados para pagos en curso: se pueden quitar ${mlLeft - mlHeld} ml como mucho`,
  bottle_short: ({ mlLeft, ml }: { mlLeft: number; ml: number }) =>
    `El frasco tiene ${mlLeft} ml: no se pueden quitar ${ml} ml`,
  bottle_open: 'El frasco ya está abierto',
  bottle_empty: 'El frasco ya está vacío',
  bottle_held_empty: ({ mlHeld }: { mlHeld: number }) =>
    `${mlHeld} ml de este frasco están apartados para pagos en curso: márcalo vacío cuando terminen`,
  // The server.
  service_unavailable: 'El servicio no está disponible. Inténtalo de nuevo en unos minutos.',
  internal_error: 'Ha ocurrido un error inesperado.',
} as const

export type ErrorReason = keyof typeof ERROR_REASONS

type Entry<R extends ErrorReason> = (typeof ERROR_REASONS)[R]

/** What the text of a reason needs; `undefined` for a fixed text. */
export type ErrorParams<R extends ErrorReason> =
  Entry<R> extends (params: infer P) => string ? P : undefined

/** The Spanish text of a reason with its params. */
export function errorText<R extends ErrorReason>(reason: R, params?: ErrorParams<R>): string {
  const entry: string | ((params: never) => string) = ERROR_REASONS[reason]
  return typeof entry === 'string' ? entry : entry(params as never)
}

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value)
}

function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} segundos` : `${Math.ceil(seconds / 60)} minutos`
}
