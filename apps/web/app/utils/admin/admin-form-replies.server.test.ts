import { beforeAll, describe, expect, it } from '@jest/globals'
import type * as AdminApi from './admin-api.server'
import { parseSubmission } from './admin-forms.server'
import type * as Collections from './collections.server'
import { perfumeFieldName, perfumeFormSchema } from './perfume-form.server'

// The modules read the web app's environment when they are loaded.
process.env.SESSION_SECRET ??= 'solo-para-las-pruebas-de-los-formularios-del-panel'
let adminApi: typeof AdminApi
let collections: typeof Collections
beforeAll(async () => {
  adminApi = await import('./admin-api.server')
  collections = await import('./collections.server')
})

const PERFUME = '3f2a9c0d-4b1e-4f6a-8c7d-2e1b0a9f8e7d'

function post(fields: Record<string, string | string[]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item)
  return form
}

const collection = {
  name: 'Noches de verano',
  theme: 'verano',
  description: 'Frescos para las noches largas.',
  sizes: '2ml, 5ml',
  prices: '19.90, 29.90',
  imageUrl: '',
}

describe('the collection form', () => {
  it('sends the ticked perfumes in order and the set’s lists split by comma', () => {
    const submission = parseSubmission(
      post({ ...collection, perfumeIds: PERFUME }),
      collections.collectionFormSchema(),
    )
    expect(submission.status === 'success' && submission.value).toEqual({
      ...collection,
      perfumeIds: [PERFUME],
      sizes: ['2ml', '5ml'],
      prices: ['19.90', '29.90'],
      imageUrl: null,
    })
  })

  it('puts each message on its field and keeps what was typed and ticked', () => {
    const submission = parseSubmission(
      post({ ...collection, theme: '', prices: '19.90', perfumeIds: [PERFUME, 'otro'] }),
      collections.collectionFormSchema(PERFUME),
    )
    const reply = submission.reply()
    expect(reply.error).toEqual({
      theme: ['El tema es obligatorio'],
      perfumeIds: ['Cada perfume se indica por su id'],
      prices: ['Indica un precio por cada tamaño'],
    })
    expect(reply.initialValue).toMatchObject({ prices: '19.90', perfumeIds: [PERFUME, 'otro'] })
  })
})

describe('a save the API refuses', () => {
  const saved = () => {
    const submission = parseSubmission(
      post({
        name: 'X',
        brand: 'Y',
        description: 'Z',
        category: 'unisex',
        'sizes[0].ml': '5',
        'sizes[0].price': '9.90',
        'sizes[1].ml': '10',
        'sizes[1].price': '17.90',
      }),
      perfumeFormSchema(),
    )
    if (submission.status !== 'success') throw new Error('the form should accept this post')
    return submission
  }

  it('puts the API’s messages on the fields they are about, a price on its row', () => {
    const { reply, status } = adminApi.refusalReply(
      saved(),
      {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fieldErrors: { 'prices.1': ['Demasiado caro'], slug: ['Ese nombre ya existe'] },
      },
      new Response(null, { status: 400 }),
      perfumeFieldName,
    )
    expect(status).toBe(400)
    expect(reply.status).toBe('error')
    expect(reply.error).toEqual({
      '': ['Ese nombre ya existe'],
      'sizes[1].price': ['Demasiado caro'],
    })
    expect(reply.initialValue).toMatchObject({ sizes: [{ ml: '5' }, { ml: '10' }] })
  })

  it('says a refusal about no field above the form, and an API failure as a 502', () => {
    const conflict = adminApi.refusalReply(
      saved(),
      { code: 'CONFLICT', message: 'Conflict' },
      new Response(null, { status: 409 }),
      perfumeFieldName,
    )
    expect(conflict.status).toBe(409)
    expect(conflict.reply.error).toEqual({ '': [expect.any(String)] })
    const failure = adminApi.refusalReply(
      saved(),
      undefined,
      new Response(null, { status: 500 }),
      perfumeFieldName,
    )
    expect(failure.status).toBe(502)
    expect(failure.reply.status).toBe('error')
  })
})
