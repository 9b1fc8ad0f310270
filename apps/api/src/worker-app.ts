import type { INestApplicationContext } from '@nestjs/common'
import { NestFactory } from '@nestjs/core'
import { Logger } from 'nestjs-pino'
import { AppModule, type AppOptions } from './app.module'
import type { Env } from './config/env'

/**
 * The worker: the API's modules with the jobs running and no HTTP server, so a job reaches the
 * same services it would in an API with JOBS=in-process. JOBS itself is not read here: a worker
 * always runs the jobs.
 */
export async function createWorker(
  env: Env,
  options: Pick<AppOptions, 'logStream'> = {},
): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(
    AppModule.forRoot(env, { ...options, jobs: true }),
    // A start that fails is reported by the caller, not by aborting the process.
    { bufferLogs: true, abortOnError: false },
  )
  worker.useLogger(worker.get(Logger))
  worker.flushLogs()
  return worker
}
