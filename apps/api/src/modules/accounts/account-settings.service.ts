import { type AccountSettingsInput } from '@aurum/contracts'
import { Injectable } from '@nestjs/common'
import { UsersService } from '../users/users.service'

/**
 * The customer's settings page. The session timeout saved here is the one the API enforces (the
 * access check reads security.sessionTimeout); the currency only changes how amounts are shown:
 * the store sells in its one currency.
 */
@Injectable()
export class AccountSettingsService {
  constructor(private readonly users: UsersService) {}

  /** Every group with the defaults of spec 001 §9 where nothing was saved. */
  async get(userId: string): Promise<AccountSettingsInput> {
    return (await this.users.settingsOf(userId)) as AccountSettingsInput
  }

  /** The whole object, validated by the DTO, replaces the stored one. */
  async replace(userId: string, settings: AccountSettingsInput): Promise<AccountSettingsInput> {
    await this.users.replaceSettings(userId, settings)
    return settings
  }
}
