import { Module } from '@nestjs/common'
import { ScheduleModule } from '@nestjs/schedule'
import { JobRuns } from './job-runs'

/**
 * Starts the schedules of every job (the @Cron and @Interval methods in their own modules) in a
 * process that runs the jobs: without the scheduler those decorators are inert, so an API with
 * JOBS=worker runs none. Each job also keeps replicas from doing it twice (`skip locked` claims,
 * advisory locks), so any number of API replicas and workers may run them side by side.
 */
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [JobRuns],
})
export class JobsModule {}
