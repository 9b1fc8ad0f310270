import type { StoreSettingKey } from '@aurum/contracts'

/** What each store setting controls, as the Settings tab explains it to the administrator. */
export const STORE_SETTING_DESCRIPTIONS: Record<StoreSettingKey, string> = {
  collections_enabled:
    'Muestra las colecciones en la tienda. Desactivado, la tienda no muestra ninguna colección; el panel las sigue gestionando.',
  maintenance_mode:
    'Modo mantenimiento: los visitantes ven un aviso en lugar de la tienda. El panel de administración sigue disponible.',
  email_notifications:
    'Avisa por email a los administradores de cada pedido nuevo. Los emails de sus pedidos a los clientes (confirmación, envío, entrega) se envían siempre.',
  paypal_enabled:
    'Todavía no hay un proveedor de PayPal: solo cambia el texto de las formas de pago que ven los clientes.',
  bank_transfer_enabled:
    'Todavía no hay pago por transferencia bancaria: solo cambia el texto de las formas de pago que ven los clientes.',
  free_shipping_enabled:
    'Envío gratis en los pedidos que llegan al importe de envío gratis. Desactivado, se cobra siempre la tarifa de envío.',
  order_tracking_enabled:
    'Los clientes pueden seguir sus pedidos. Desactivado, el seguimiento de pedidos no está disponible.',
  coupons_enabled:
    'Los clientes pueden aplicar cupones de descuento en el carrito y al pagar. Desactivado, no se acepta ningún cupón.',
  loyalty_program_enabled:
    'Controlará el programa de fidelización (puntos por compra para los clientes). Todavía no existe.',
  email_marketing_enabled:
    'Controlará los emails promocionales a los suscriptores del boletín. Todavía no se envía ninguno.',
  shipping_free_over: 'Importe del pedido a partir del cual el envío es gratis, como 50.00.',
  shipping_flat_fee: 'Tarifa de envío de los pedidos que no tienen envío gratis, como 3.95.',
  premium_min_spent:
    "Importe de los pedidos pagados en los últimos 12 meses a partir del cual un cliente es 'Cliente Premium', como 150.00.",
  delivery_days_min:
    'Días laborables mínimos entre el pago y la entrega, como 2: la entrega estimada de cada pedido.',
  delivery_days_max:
    'Días laborables máximos entre el pago y la entrega, como 5: la entrega estimada de cada pedido.',
  low_stock_threshold:
    'Unidades a partir de las cuales el panel avisa de que un tamaño se está agotando, como 3.',
  vat_rate:
    'IVA que incluyen los precios, en %, como 21. Los pedidos a Canarias, Ceuta y Melilla se cobran sin él.',
  low_stock_ml:
    'Mililitros libres de un perfume (en todos sus frascos) por debajo de los cuales los administradores reciben un aviso, como 20.',
  inventory_reserve_ml:
    'Mililitros de cada perfume que la tienda no vende nunca (una reserva para imprevistos), como 0.',
  pour_across_bottles:
    'Un decant puede llenarse con lo que queda de un frasco y el siguiente. Desactivado, cada decant sale de un solo frasco.',
  discovery_set_tiers:
    'El set descubrimiento que arma el cliente: cuántos perfumes puede elegir y su descuento sobre la suma de sus precios, como 3:10,5:15 (tres perfumes un 10 %, cinco un 15 %).',
  legal_owner_name:
    'Nombre o razón social del titular de la tienda, como lo muestra el aviso legal (LSSI, art. 10).',
  legal_tax_id:
    'NIF, NIE o CIF del titular, con su letra o dígito de control, para el aviso legal.',
  legal_address: 'Domicilio del titular para el aviso legal, como Calle Mayor 1, 28013 Madrid.',
  legal_email: 'Email de contacto del titular que muestra el aviso legal.',
  legal_registry:
    'Datos de inscripción en el Registro Mercantil (tomo, folio, hoja) si la tienda es una sociedad.',
  default_country:
    'País con el que empieza el formulario de una dirección nueva; el cliente puede cambiarlo.',
}
