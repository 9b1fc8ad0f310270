import { describe, expect, it } from '@jest/globals'
import { ERROR_CODES } from '@aurum/contracts'
import { apiErrorText, apiFieldErrors, CODE_TEXTS } from './api-messages.server'

describe('apiErrorText', () => {
  it('says the text of the reason, with its params', () => {
    expect(
      apiErrorText({ code: 'INVALID_CREDENTIALS', reason: 'login_failed', message: 'x' }),
    ).toBe('Los datos de acceso no son correctos')
    expect(
      apiErrorText({ code: 'OUT_OF_STOCK', reason: 'size_left', params: { stock: 2 } }, 'x'),
    ).toBe('Solo quedan 2 unidades de este tamaño')
    expect(
      apiErrorText({
        code: 'RATE_LIMITED',
        reason: 'sign_in_rate_limited',
        params: { retryAfterSeconds: 180 },
      }),
    ).toBe('Demasiados intentos. Espera 3 minutos y vuelve a intentarlo.')
  })

  it('never shows the message the API wrote: a page says only what it knows', () => {
    const answer = { code: 'NOT_FOUND', reason: 'no_such_reason', message: 'Route not found' }
    expect(apiErrorText(answer, 'Error al actualizar el perfil')).toBe(
      'Error al actualizar el perfil',
    )
    expect(apiErrorText(answer)).toBe(CODE_TEXTS.NOT_FOUND)
    expect(apiErrorText({ code: 'NOT_FOUND', message: 'Perfume no encontrado' })).toBe(
      CODE_TEXTS.NOT_FOUND,
    )
    expect(apiErrorText(undefined)).toBe('Inténtalo de nuevo en unos minutos.')
    expect(apiErrorText(undefined, 'No se pudo procesar el pago')).toBe(
      'No se pudo procesar el pago',
    )
  })

  it("says the spec's connection error when the API could not be reached", () => {
    expect(apiErrorText({ code: 'API_UNAVAILABLE' }, 'x')).toBe(
      'Error de conexión. Verifica tu conexión a internet.',
    )
  })

  it('has a Spanish text for every error code', () => {
    for (const code of ERROR_CODES) expect(CODE_TEXTS[code]).toMatch(/^[A-ZÁÉÍÓÚ¿¡].{8,}/)
  })
})

describe('apiFieldErrors', () => {
  it('gives the messages by field as the shared schemas wrote them', () => {
    expect(
      apiFieldErrors({
        fieldErrors: { email: ['Este email ya está registrado'], extra: ['Campo no admitido'] },
      }),
    ).toEqual({ email: ['Este email ya está registrado'], extra: ['Campo no admitido'] })
    expect(apiFieldErrors({ fieldErrors: { price: [{ nested: true }] } })).toEqual({
      price: ['Valor no válido'],
    })
  })

  it('keeps a field named __proto__ a field', () => {
    const fields = apiFieldErrors(JSON.parse('{"fieldErrors":{"__proto__":["Campo no admitido"]}}'))
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    expect(Object.keys(fields)).toEqual(['__proto__'])
    expect(apiFieldErrors(undefined)).toEqual({})
  })
})
