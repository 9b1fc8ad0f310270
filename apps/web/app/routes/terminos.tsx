import type { MetaFunction } from '@remix-run/node'
import { LegalLink, LegalPage, LegalSection } from '~/components/legal-page'

export const meta: MetaFunction = () => [
  { title: 'Términos y Condiciones | Aurum Decants' },
  {
    name: 'description',
    content:
      'Condiciones de compra de Aurum Decants: precios en euros con IVA, pago, envíos, devoluciones y desistimiento.',
  },
]

export default function Terms() {
  return (
    <LegalPage title="Términos y Condiciones">
      <LegalSection id="quienes" title="Quiénes somos">
        <p>
          Esta tienda la gestiona Aurum Decants, con sede en Madrid (España). Estas condiciones se
          aplican a las compras que hagas en ella; al pagar un pedido las aceptas. Para cualquier
          consulta, escríbenos desde <LegalLink to="/contact">Contacto</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection id="productos" title="Los productos">
        <p>
          Vendemos decants: porciones de 2 ml, 5 ml o 10 ml de perfumes 100% originales, pasadas
          desde el frasco original a un atomizador. No somos distribuidores oficiales de las marcas
          ni estamos vinculados a ellas; sus nombres y marcas pertenecen a sus titulares. Las
          imágenes son orientativas.
        </p>
      </LegalSection>

      <LegalSection id="cuenta" title="Tu cuenta">
        <p>
          Para comprar necesitas una cuenta con datos verdaderos. Guarda tu contraseña en secreto:
          lo que se haga con tu cuenta se entiende hecho por ti. Puedes eliminar tu cuenta cuando
          quieras en <LegalLink to="/settings">Configuración</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection id="precios" title="Precios y pago">
        <ul className="list-disc space-y-2 pl-6">
          <li>Los precios están en euros (€) e incluyen el IVA.</li>
          <li>
            El coste del envío aparece en el carrito y en el pago antes de que confirmes; los
            pedidos que superan el importe indicado en la tienda tienen envío gratis.
          </li>
          <li>
            Se paga con tarjeta en la página segura de nuestro proveedor de pagos, Stripe. Nunca
            vemos ni guardamos el número completo de tu tarjeta.
          </li>
          <li>
            Los códigos de descuento tienen sus propias condiciones (importe mínimo, descuento
            máximo, fecha de caducidad y número de usos), que se muestran en{' '}
            <LegalLink to="/coupons">Códigos de Descuento</LegalLink>; se aplica un código por
            pedido.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="pedidos" title="Pedidos">
        <p>
          El pedido queda hecho cuando el pago se confirma: lo verás en la página de pago exitoso,
          en <LegalLink to="/orders">Mis Pedidos</LegalLink> y en tus notificaciones. Si al recibir
          el pago no quedara stock de algún tamaño, el pedido queda pendiente y te escribimos; si no
          podemos servirlo, lo cancelamos y te devolvemos todo lo pagado.
        </p>
      </LegalSection>

      <LegalSection id="envios" title="Envíos">
        <p>
          Preparamos los pedidos en 24 horas laborables y los enviamos desde Madrid a la dirección
          que elijas al pagar. Cada pedido muestra su entrega estimada en días laborables y, cuando
          sale, su número de seguimiento, que puedes consultar en Seguimiento.
        </p>
      </LegalSection>

      <LegalSection id="desistimiento" title="Derecho de desistimiento y devoluciones">
        <p>
          Como consumidor en la Unión Europea tienes 14 días naturales desde que recibes el pedido
          para desistir de la compra sin dar explicaciones.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-ink">Decants sin abrir:</strong> puedes devolverlos dentro de
            esos 14 días siempre que conserven su precinto intacto.
          </li>
          <li>
            <strong className="text-ink">Decants abiertos:</strong> un perfume desprecintado tras la
            entrega no se puede devolver por razones de protección de la salud y de higiene, según
            el artículo 16, letra e), de la Directiva 2011/83/UE y el artículo 103, letra e), de la
            Ley General para la Defensa de los Consumidores y Usuarios.
          </li>
        </ul>
        <p>
          Para desistir, escríbenos desde <LegalLink to="/contact">Contacto</LegalLink> dentro del
          plazo con tu número de pedido y qué decants devuelves; te indicaremos cómo enviarlos, en
          los 14 días siguientes. Te devolveremos lo pagado por ellos, incluido el envío ordinario
          si devuelves el pedido entero, con el mismo medio de pago y en un máximo de 14 días desde
          tu aviso; podemos esperar a recibir los decants antes de hacerlo. El coste de enviarnos la
          devolución corre de tu cuenta.
        </p>
        {/* Under this heading, not a section of its own: the list of sections is the spec's. */}
        <h3 id="desistir-pedido" className="mt-2 font-display text-xl font-semibold text-ink">
          Desistir desde tu pedido
        </h3>
        <p>
          Durante los 14 días naturales siguientes a la entrega, la página de tu pedido en{' '}
          <LegalLink to="/orders">Mis Pedidos</LegalLink> muestra el botón «Desistir del contrato».
          Púlsalo, revisa lo que devuelves y pulsa «Confirmar desistimiento»: queda registrado en
          ese momento y te enviamos el justificante por correo electrónico. Cuando recibamos los
          decants te reembolsaremos lo pagado, incluido el envío ordinario.
        </p>
        <h3 id="excepcion-higiene" className="mt-2 font-display text-xl font-semibold text-ink">
          Decants precintados
        </h3>
        <p>
          Los decants que conservan su precinto se pueden devolver. Solo quedan fuera los decants
          precintados cuyo precinto se haya roto después de la entrega: por razones de protección de
          la salud y de higiene no admiten devolución (artículo 103, letra e), del texto refundido
          de la Ley General para la Defensa de los Consumidores y Usuarios).
        </p>
      </LegalSection>

      <LegalSection id="garantia" title="Productos dañados o equivocados">
        <p>
          Si un decant llega dañado, con fugas o no es el que pediste, escríbenos desde{' '}
          <LegalLink to="/contact">Contacto</LegalLink>: lo repondremos o te devolveremos su
          importe, y los gastos corren de nuestra cuenta. Tienes la garantía legal de conformidad de
          tres años que establece la ley española.
        </p>
      </LegalSection>

      <LegalSection id="resenas" title="Reseñas">
        <p>
          Tus reseñas deben ser opiniones propias y sinceras sobre los perfumes. Podemos retirar las
          que sean ofensivas, ilegales o no traten del producto.
        </p>
      </LegalSection>

      <LegalSection id="ley" title="Ley aplicable">
        <p>
          Estas condiciones se rigen por la ley española. Si eres consumidor, conservas la
          protección que te dan las normas de tu país de residencia y puedes acudir a los tribunales
          de tu domicilio. Antes, cuéntanos el problema desde{' '}
          <LegalLink to="/contact">Contacto</LegalLink>: intentaremos resolverlo.
        </p>
        <p>
          Podemos actualizar estas condiciones; a cada pedido se le aplican las vigentes el día en
          que lo hiciste. Cómo tratamos tus datos se explica en la{' '}
          <LegalLink to="/privacidad">Política de Privacidad</LegalLink>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
