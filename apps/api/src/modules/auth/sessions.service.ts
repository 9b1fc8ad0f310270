import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, Logger } from '@nestjs/common'
import { Cron, CronExpression } from '@nestjs/schedule'
import { DomainError } from '../../common/domain-error'
import { SettingsService } from '../settings/settings.service'
import { deviceLabel } from './device-label'
import { Session } from './entities/session.entity'
import { sessionTimeoutSql } from './session-timeout'

const LAST_CLEANUP = 'sessions.lastCleanup'
/** Any number will do as long as no other job takes the same PostgreSQL advisory lock. */
const CLEANUP_LOCK = 7_401_100
/** Half the hourly period: a cleanup this recent was this hour's. */
const CLEANUP_DONE_WITHIN_MS = 30 * 60_000

/** A session ends when revoked, past its 7 days, or idle longer than its user's timeout. */
const ENDED = `(s.revoked_at is not null or s.expires_at <= now()
  or s.last_used_at + make_interval(mins => ${sessionTimeoutSql('s.user_id')}) <= now())`

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name)

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async list() {
    const rows = await this.em.execute<
      {
        id: string
        user_id: string
        email: string
        is_admin: boolean
        user_agent: string | null
        ip: string | null
        created_at: Date
        last_used_at: Date
        expires_at: Date
        ended: boolean
      }[]
    >(
      `select s.id, s.user_id, u.email, s.is_admin, s.user_agent, s.ip, s.created_at, s.last_used_at, s.expires_at,
         ${ENDED} as ended
       from session s join app_user u on u.id = s.user_id
       order by s.last_used_at desc, s.id limit 500`,
    )
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      email: row.email,
      isAdmin: row.is_admin,
      userAgent: row.user_agent,
      device: deviceLabel(row.user_agent),
      ip: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      active: !row.ended,
    }))
  }

  async stats() {
    const [[counts], setting] = await Promise.all([
      this.em.execute<{ total: string; expired: string }[]>(
        `select count(*) as total, count(*) filter (where ${ENDED}) as expired from session s`,
      ),
      this.settings.get(LAST_CLEANUP),
    ])
    const total = Number(counts.total)
    const expired = Number(counts.expired)
    return { total, active: total - expired, expired, lastCleanup: setting }
  }

  /** How many of this user's sessions are live. */
  async liveCount(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ live: string }[]>(
      `select count(*) as live from session s where s.user_id = ? and not ${ENDED}`,
      [userId],
    )
    return Number(row.live)
  }

  /**
   * Ends every live session of this user: their refresh tokens stop at once, and their access
   * tokens at the next request (the access check reads the session). Answers how many ended.
   */
  async endAllOf(userId: string, em: EntityManager = this.em): Promise<number> {
    const ended = await em.execute<{ id: string }[]>(
      `update session s set revoked_at = now() where s.user_id = ? and not ${ENDED} returning s.id`,
      [userId],
    )
    return ended.length
  }

  /**
   * Ends every live session of this user but the one given (the one asking, after a password
   * change), in the caller's transaction when one is given. Answers how many ended.
   */
  async endAllOtherThan(
    userId: string,
    sessionId: string,
    em: EntityManager = this.em,
  ): Promise<number> {
    const ended = await em.execute<{ id: string }[]>(
      `update session s set revoked_at = now()
       where s.user_id = ? and s.id <> ? and not ${ENDED} returning s.id`,
      [userId, sessionId],
    )
    return ended.length
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Session, { id })
    if (!deleted) throw new DomainError('NOT_FOUND', 'session_not_found')
  }

  /** Deletes every ended session; answers how many went. */
  async cleanup(): Promise<number> {
    return this.em.transactional((em) => this.deleteEnded(em))
  }

  /**
   * Hourly, on one replica: answers how many sessions it deleted, or null when another replica has
   * it. The advisory lock alone is not enough: it is held only while a run lasts, so a replica
   * whose timer fires a few milliseconds after another's run has committed would take it and run
   * again. Under the lock, a cleanup done in the last half hour means this hour's is done.
   */
  @Cron(CronExpression.EVERY_HOUR, { name: 'sessions-cleanup', waitForCompletion: true })
  async scheduledCleanup(): Promise<number | null> {
    return this.em.fork().transactional(async (em) => {
      const [lock] = await em.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [CLEANUP_LOCK],
      )
      if (!lock.locked) return null
      const last = await this.settings.get(LAST_CLEANUP, em)
      if (last && Date.now() - Date.parse(last) < CLEANUP_DONE_WITHIN_MS) return null
      const deleted = await this.deleteEnded(em)
      this.logger.log(`Session cleanup: ${deleted} ended sessions deleted`)
      return deleted
    })
  }

  private async deleteEnded(em: EntityManager): Promise<number> {
    const deleted = await em.execute<{ id: string }[]>(
      `delete from session s where ${ENDED} returning s.id`,
    )
    // Expired Google codes and mailed links (verification, reset) go with them: nothing reads them.
    await em.execute('delete from one_time_code where expires_at < now()')
    await this.settings.set(LAST_CLEANUP, new Date().toISOString(), em)
    return deleted.length
  }
}
