export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__EMBEDDED_DB__
  if (!embedded) return
  await embedded.server.stop()
  await embedded.db.close()
}
