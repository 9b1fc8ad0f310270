import { type Answer, contractViolations } from './contract/openapi-contract'

/** The check every test app runs on its answers (test/contract/) must be able to fail. */
describe('the contract check of answers', () => {
  const json = { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'trace-1' }
  const emptyCart = {
    items: [],
    sets: [],
    itemCount: 0,
    total: '0.00',
    shipping: '0.00',
    freeShippingFrom: null,
    currency: 'EUR',
  }
  const answer = (overrides: Partial<Answer>): Answer => ({
    method: 'GET',
    route: '/api/cart',
    url: '/api/cart',
    status: 200,
    headers: json,
    body: JSON.stringify(emptyCart),
    ...overrides,
  })
  const notFound = JSON.stringify({
    statusCode: 404,
    code: 'NOT_FOUND',
    reason: 'route_not_found',
    message: 'Esa ruta no existe',
  })

  it('passes an answer the document describes, nulls included', () => {
    expect(contractViolations(answer({}))).toEqual([])
  })

  it('refuses a status the operation does not document', () => {
    expect(contractViolations(answer({ status: 418 }))).toEqual([
      expect.stringContaining('GET /api/cart does not document 418'),
    ])
  })

  it('refuses a body that breaks the schema: a missing field, an unknown one, a wrong type', () => {
    const withoutTotal: Partial<typeof emptyCart> = { ...emptyCart }
    delete withoutTotal.total
    for (const body of [
      withoutTotal,
      { ...emptyCart, secret: 1 },
      { ...emptyCart, itemCount: '0' },
    ]) {
      expect(contractViolations(answer({ body: JSON.stringify(body) }))).toEqual([
        expect.stringContaining('the body does not match the document'),
      ])
    }
  })

  it('refuses an error body outside ApiError, or with the code of another status', () => {
    const refuse = (body: unknown) =>
      contractViolations(
        answer({
          route: '/api/cart/items/:id',
          method: 'DELETE',
          status: 404,
          body: JSON.stringify(body),
        }),
      )
    expect(
      refuse({ statusCode: 404, code: 'NOT_FOUND', reason: 'cart_line_not_found', message: 'x' }),
    ).toEqual([])
    expect(
      refuse({ statusCode: 404, code: 'CONFLICT', reason: 'cart_line_not_found', message: 'x' }),
    ).toHaveLength(1)
    expect(refuse({ statusCode: 404, code: 'NOT_FOUND' })).toHaveLength(1)
    expect(refuse({ error: 'Not Found' })).toHaveLength(1)
  })

  it('refuses a missing required header, a header of the wrong form, and another media type', () => {
    expect(contractViolations(answer({ headers: { 'content-type': 'application/json' } }))).toEqual(
      [expect.stringContaining('the required header X-Request-Id is missing')],
    )
    const limited = (headers: Answer['headers']) =>
      contractViolations(
        answer({
          method: 'POST',
          route: '/api/cart/items',
          url: '/api/cart/items',
          status: 429,
          headers,
          body: JSON.stringify({
            statusCode: 429,
            code: 'RATE_LIMITED',
            reason: 'rate_limited',
            message: 'x',
          }),
        }),
      )
    expect(limited({ ...json, 'retry-after': '60' })).toEqual([])
    expect(limited(json)).toEqual([expect.stringContaining('Retry-After is missing')])
    expect(limited({ ...json, 'retry-after': 'soon' })).toEqual([
      expect.stringContaining("header Retry-After: 'soon'"),
    ])
    expect(
      contractViolations(answer({ headers: { ...json, 'content-type': 'text/html' } })),
    ).toEqual([expect.stringContaining('the body is text/html')])
  })

  it("finds the operation of the router's own refusals by their URL", () => {
    const long = `/api/perfumes/${'x'.repeat(201)}`
    const refused = (status: number) =>
      answer({
        route: undefined,
        url: long,
        status,
        body: JSON.stringify({
          statusCode: status,
          code: 'VALIDATION_FAILED',
          reason: 'path_too_long',
          message: 'Un parámetro de la dirección es demasiado largo',
        }),
      })
    expect(contractViolations(refused(414))).toEqual([])
    expect(contractViolations(refused(431))).toEqual([
      expect.stringContaining('GET /api/perfumes/{slug} does not document 431'),
    ])
    // An unknown path has no operation, but still answers ApiError.
    const unknown = (body: string) =>
      contractViolations(answer({ route: undefined, url: '/api/nothing', status: 404, body }))
    expect(unknown(notFound)).toEqual([])
    expect(unknown('{"error":"Not Found"}')).toHaveLength(1)
  })
})
