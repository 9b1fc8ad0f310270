import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { AdminAction } from './entities/admin-action.entity'

export interface AdminActionEntry {
  userId: string
  email: string
  method: string
  route: string
  targetId: string | null
}

/** The back office's activity log. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async record(entry: AdminActionEntry): Promise<void> {
    const { userId, ...fields } = entry
    const em = this.em.fork()
    em.create(AdminAction, { ...fields, user: userId })
    await em.flush()
  }

  /** The latest entries, newest first. */
  async latest(limit: number) {
    const actions = await this.em
      .fork()
      .find(AdminAction, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit })
    return actions.map((action) => ({
      id: action.id,
      userId: action.user?.id ?? null,
      email: action.email,
      method: action.method,
      route: action.route,
      targetId: action.targetId,
      createdAt: action.createdAt.toISOString(),
    }))
  }
}
