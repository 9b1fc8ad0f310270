import type { MetaFunction } from '@remix-run/node'
import { LegalLink, LegalPage, LegalSection } from '~/components/legal-page'

export const meta: MetaFunction = () => [
  { title: 'Política de Privacidad | Aurum Decants' },
  {
    name: 'description',
    content:
      'Qué datos guarda Aurum Decants, para qué, cuánto tiempo y cómo exportarlos o eliminar tu cuenta.',
  },
]

export default function PrivacyPolicy() {
  return (
    <LegalPage title="Política de Privacidad">
      <LegalSection id="responsable" title="Quién trata tus datos">
        <p>
          Aurum Decants, tienda en línea de decants de perfumes originales con sede en Madrid
          (España), es la responsable de los datos personales que nos das al usar esta web. Para
          cualquier cuestión sobre tus datos escríbenos desde la página de{' '}
          <LegalLink to="/contact">Contacto</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection id="datos" title="Qué datos guardamos y para qué">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-ink">Tu cuenta:</strong> nombre de usuario, email, contraseña
            (solo cifrada, nunca legible), y si los añades tu nombre y tu teléfono. Si entras con
            Google, recibimos tu nombre, tu email y el identificador de tu cuenta de Google. Sirven
            para identificarte y atender tus pedidos.
          </li>
          <li>
            <strong className="text-ink">Tus pedidos:</strong> lo que compraste, los importes, el
            cupón usado, la dirección de envío, el estado del pedido y su seguimiento. Los
            necesitamos para enviarte la compra, atender devoluciones y cumplir con la contabilidad.
          </li>
          <li>
            <strong className="text-ink">Tus direcciones</strong> guardadas, para no tener que
            escribirlas en cada compra.
          </li>
          <li>
            <strong className="text-ink">Tus tarjetas guardadas:</strong> el número completo nunca
            pasa por nuestros servidores. Lo recibe y lo guarda nuestro proveedor de pagos, Stripe;
            nosotros solo conservamos la marca, los cuatro últimos dígitos, la caducidad y la
            referencia de Stripe, para mostrártela y ofrecértela al pagar.
          </li>
          <li>
            <strong className="text-ink">Tus favoritos</strong>, para guardarte la lista y avisarte
            si un perfume que te gusta vuelve a estar disponible o entra en oferta, según tus
            preferencias de notificaciones.
          </li>
          <li>
            <strong className="text-ink">Tus reseñas</strong> y los votos de «Útil». Las reseñas son
            públicas y se muestran con tu nombre visible.
          </li>
          <li>
            <strong className="text-ink">Tus notificaciones</strong> dentro de la tienda (pedidos,
            pagos, ofertas, seguridad) y tus preferencias de configuración.
          </li>
          <li>
            <strong className="text-ink">Registros de acceso:</strong> cada sesión abierta guarda su
            dirección IP, el navegador y cuándo se usó por última vez; tu actividad reciente guarda
            los inicios de sesión y los cambios de contraseña y de perfil. Sirven para proteger tu
            cuenta: puedes ver tu actividad en tu perfil.
          </li>
          <li>
            <strong className="text-ink">Mensajes y boletín:</strong> si nos escribes desde Contacto
            guardamos tu nombre, tu email y tu mensaje para responderte; si te suscribes al boletín,
            tu email y la fecha.
          </li>
        </ul>
        <p>
          Tratamos estos datos porque los necesitamos para el contrato de compra y para tu cuenta,
          para cumplir obligaciones legales (facturación y contabilidad), por nuestro interés
          legítimo en mantener segura la tienda, y con tu consentimiento en el caso del boletín. No
          vendemos tus datos ni los usamos para publicidad de terceros.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>Usamos solo cookies propias y necesarias, sin analítica ni publicidad:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-ink">Sesión</strong> (<code>__aurum</code>): mantiene tu sesión
            iniciada, tu carrito y los avisos de la página. Está cifrada y ningún script de la
            página puede leerla.
          </li>
          <li>
            <strong className="text-ink">Tema</strong> (<code>theme</code>): recuerda si prefieres
            el tema oscuro, el claro o el del sistema, durante un año.
          </li>
        </ul>
        <p>
          Si inicias sesión con Google, durante ese paso se usa además una cookie de un solo uso,
          válida unos minutos, que comprueba que la vuelta desde Google es de tu navegador.
        </p>
      </LegalSection>

      <LegalSection id="conservacion" title="Cuánto tiempo los guardamos">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Los datos de tu cuenta, direcciones, tarjetas guardadas, favoritos, reseñas,
            notificaciones, configuración y actividad, mientras tengas la cuenta: al eliminarla se
            borran en ese momento.
          </li>
          <li>
            Los pedidos se conservan el tiempo que exige la normativa mercantil y fiscal (hasta seis
            años). Si eliminas tu cuenta se quedan anónimos: sin tu nombre, tu email, tu calle ni tu
            teléfono.
          </li>
          <li>
            Las sesiones duran como máximo siete días; una sesión cerrada o caducada se borra en la
            hora siguiente.
          </li>
          <li>
            Los mensajes de contacto y las suscripciones al boletín no dependen de tu cuenta: para
            borrarlos, pídenoslo desde <LegalLink to="/contact">Contacto</LegalLink>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terceros" title="Con quién los compartimos">
        <p>
          Solo con quien nos ayuda a prestarte el servicio: Stripe, que procesa los pagos y guarda
          tus tarjetas; Google, si eliges iniciar sesión con tu cuenta de Google; la empresa de
          transporte que entrega tu pedido, que recibe el nombre, la dirección y el teléfono del
          envío; y el proveedor que aloja la tienda. Cada uno trata los datos solo para ese fin.
        </p>
      </LegalSection>

      <LegalSection id="derechos" title="Tus derechos y cómo ejercerlos">
        <p>
          Según el Reglamento General de Protección de Datos (RGPD) puedes acceder a tus datos,
          rectificarlos, suprimirlos, limitar u oponerte a su tratamiento y llevártelos a otro
          servicio (portabilidad).
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-ink">Acceso y portabilidad:</strong> en{' '}
            <LegalLink to="/settings">Configuración</LegalLink>, «Exportar Datos» descarga los datos
            de tu cuenta en JSON, CSV o PDF.
          </li>
          <li>
            <strong className="text-ink">Rectificación:</strong> cambia tu nombre, usuario, email y
            teléfono en <LegalLink to="/profile">Mi Perfil</LegalLink>, y tus direcciones en{' '}
            <LegalLink to="/addresses">Direcciones</LegalLink>.
          </li>
          <li>
            <strong className="text-ink">Supresión:</strong> en{' '}
            <LegalLink to="/settings">Configuración</LegalLink>, «Eliminar Cuenta» borra tu cuenta y
            tus datos personales al momento; solo quedan tus pedidos, anónimos.
          </li>
          <li>
            <strong className="text-ink">Oposición y notificaciones:</strong> elige qué avisos
            recibes en <LegalLink to="/settings">Configuración</LegalLink>.
          </li>
        </ul>
        <p>
          Para cualquier otra petición escríbenos desde{' '}
          <LegalLink to="/contact">Contacto</LegalLink>; te responderemos en el plazo de un mes. Si
          crees que no hemos atendido bien tus derechos, puedes reclamar ante la Agencia Española de
          Protección de Datos (aepd.es).
        </p>
      </LegalSection>

      <LegalSection id="seguridad" title="Seguridad">
        <p>
          Las contraseñas se guardan cifradas con un algoritmo diseñado para ello, los intentos de
          acceso repetidos se frenan y puedes cerrar tu sesión en cualquier momento. Si cambias la
          contraseña, se cierran tus sesiones en los demás dispositivos.
        </p>
        <p>
          Consulta también los <LegalLink to="/terminos">Términos y Condiciones</LegalLink>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
