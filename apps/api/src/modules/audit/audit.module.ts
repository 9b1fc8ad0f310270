import { Module } from '@nestjs/common'
import { AdminActivityController } from './admin-activity.controller'
import { AuditService } from './audit.service'

/** The administrators' activity log, written by AdminActivityInterceptor (global, in AppModule). */
@Module({
  controllers: [AdminActivityController],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
