import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'

@Injectable()
export class HealthService {
  constructor(private readonly em: EntityManager) {}

  /** Whether the database answers a trivial query. */
  async databaseUp(): Promise<boolean> {
    try {
      await this.em.getConnection().execute('select 1')
      return true
    } catch {
      return false
    }
  }
}
