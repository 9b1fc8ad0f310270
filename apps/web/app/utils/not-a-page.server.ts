/**
 * What an address that only takes a form (/logout, /tema, /newsletter, /favoritos/alternar) answers when it is opened:
 * the shop's 404 texts on a short page of their own, since a route without a component cannot
 * show the shop's 404 page (Remix would answer "Not Found" in English).
 */
export function notAPage(): Response {
  const page = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página No Encontrada | Aurum Decants</title></head>
<body><main>
<h1>Página No Encontrada</h1>
<p>La página que buscas no existe o ha sido movida.</p>
<p><a href="/">Volver al Inicio</a></p>
</main></body>
</html>
`
  return new Response(page, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
