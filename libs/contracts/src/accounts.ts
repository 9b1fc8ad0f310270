/** The user menu's display name: name; username when it is not the email; the email's local part; 'Usuario'. */
export function displayName(user: {
  name?: string | null
  username?: string | null
  email?: string | null
}): string {
  if (user.name?.trim()) return user.name.trim()
  if (user.username && user.username !== user.email) return user.username
  const local = user.email?.split('@')[0]
  return local || 'Usuario'
}

export const ROLE_LABELS = {
  customer: 'Cliente',
  premium: 'Cliente Premium',
  admin: 'Administrador',
} as const

export const PASSWORD_MIN_LENGTH = 8

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
