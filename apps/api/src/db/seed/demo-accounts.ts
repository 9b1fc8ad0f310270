/** The demo shop's accounts, printed by `npm start`. ADMIN_EMAIL / ADMIN_PASSWORD replace the admin. */
export const DEMO_ADMIN = {
  email: 'admin@aurumdecants.es',
  password: 'aurum-admin-2026',
  username: 'admin',
}
export const DEMO_CUSTOMER = {
  email: 'cliente@aurumdecants.es',
  password: 'aurum-cliente-2026',
  username: 'cliente',
  name: 'Lucía Fernández',
}
