import {
  Entity,
  OneToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  type Rel,
} from '@mikro-orm/core'
import { User } from './user.entity'

/** The six groups of account settings (spec 001 §3), with the defaults of spec 001 §9. */
export interface AccountSettings {
  notifications: {
    email: boolean
    push: boolean
    sms: boolean
    marketing: boolean
    orderUpdates: boolean
    newProducts: boolean
    promotions: boolean
  }
  privacy: {
    profileVisibility: 'public' | 'friends' | 'private'
    showEmail: boolean
    showPhone: boolean
    allowAnalytics: boolean
    allowCookies: boolean
  }
  appearance: {
    theme: 'light' | 'dark' | 'auto'
    fontSize: 'small' | 'medium' | 'large'
    compactMode: boolean
    animations: boolean
  }
  language: { locale: string; currency: string; timezone: string }
  security: {
    twoFactorAuth: boolean
    sessionTimeout: 15 | 30 | 60 | 120 | 480
    loginNotifications: boolean
  }
  data: {
    autoBackup: boolean
    backupFrequency: 'daily' | 'weekly' | 'monthly'
    exportFormat: 'json' | 'csv' | 'pdf'
  }
}

export const DEFAULT_SETTINGS: AccountSettings = {
  notifications: {
    email: true,
    push: true,
    sms: false,
    marketing: false,
    orderUpdates: true,
    newProducts: true,
    promotions: false,
  },
  privacy: {
    profileVisibility: 'public',
    showEmail: false,
    showPhone: false,
    allowAnalytics: true,
    allowCookies: true,
  },
  appearance: { theme: 'dark', fontSize: 'medium', compactMode: false, animations: true },
  // One store currency (DESIGN §4): the setting only changes how amounts are shown.
  language: { locale: 'es-ES', currency: 'EUR', timezone: 'Europe/Madrid' },
  security: { twoFactorAuth: false, sessionTimeout: 30, loginNotifications: true },
  data: { autoBackup: false, backupFrequency: 'weekly', exportFormat: 'json' },
}

@Entity({ tableName: 'user_settings' })
export class UserSettings {
  [PrimaryKeyProp]?: 'user';
  [OptionalProps]?: 'updatedAt'

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>

  @Property({ type: 'json' })
  settings!: AccountSettings

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date()
}
