import type { NestFastifyApplication } from '@nestjs/platform-fastify'
import type { MikroORM } from '@mikro-orm/postgresql'
import request from 'supertest'
import { createFirstAdmin } from '../src/db/first-admin'

export interface Admin {
  as(call: request.Test): request.Test
}

/** The shop's administrator, created as the operator would, signed in through the admin login. */
export async function signedInAdmin(app: NestFastifyApplication, orm: MikroORM): Promise<Admin> {
  const email = 'jefa@aurum.example'
  const password = 'una-clave-de-administracion'
  await createFirstAdmin(orm.em.fork(), { email, password })
  const { accessToken } = (
    await request(app.getHttpServer())
      .post('/api/auth/admin/login')
      .send({ login: email, password })
      .expect(200)
  ).body
  return { as: (call) => call.set('authorization', `Bearer ${accessToken}`) }
}
