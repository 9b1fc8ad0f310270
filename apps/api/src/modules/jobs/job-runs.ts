import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common'
import { SchedulerRegistry } from '@nestjs/schedule'
import type { CronJob } from 'cron'

/**
 * Lets a job's run in flight finish before the database pool closes: the scheduler stops the jobs
 * at shutdown without waiting for them. A job declared with `waitForCompletion` knows whether its
 * run is still going (and never overlaps it with the next), and its stop() waits for that run. The
 * jobs are read at start: the scheduler (a global module, so its hooks run before this one's)
 * forgets them when it stops them.
 */
@Injectable()
export class JobRuns implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private jobs: CronJob[] = []

  constructor(private readonly registry: SchedulerRegistry) {}

  onApplicationBootstrap(): void {
    this.jobs = [...this.registry.getCronJobs().values()]
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.jobs.map((job) => job.stop()))
  }
}
