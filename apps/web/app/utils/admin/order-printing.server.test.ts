import { describe, expect, it } from '@jest/globals'
import { printRequest } from './order-printing.server'

const ONE = '0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10'
const TWO = '5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e'

/** The 400 a bad choice answers, as its status and Spanish text. */
async function refusal(query: string): Promise<[number, string]> {
  try {
    printRequest(new URLSearchParams(query))
  } catch (thrown) {
    const response = thrown as Response
    return [response.status, await response.text()]
  }
  throw new Error(`${query} was accepted`)
}

describe('printRequest', () => {
  it("reads the orders tab's choice: the document and each ticked order once", () => {
    expect(
      printRequest(
        new URLSearchParams(`documento=etiquetas&pedido=${ONE}&pedido=${TWO}&pedido=${ONE}`),
      ),
    ).toEqual({ orderIds: [ONE, TWO], document: 'labels' })
    expect(printRequest(new URLSearchParams(`documento=albaranes&pedido=${ONE}`))).toEqual({
      orderIds: [ONE],
      document: 'packing-slip',
    })
  })

  it('refuses a missing or unknown document, no order, a bad id or too many, in Spanish', async () => {
    expect(await refusal(`pedido=${ONE}`)).toEqual([
      400,
      'Elige qué imprimir: albaranes o etiquetas',
    ])
    expect(await refusal(`documento=facturas&pedido=${ONE}`)).toEqual([
      400,
      'Elige qué imprimir: albaranes o etiquetas',
    ])
    expect(await refusal('documento=albaranes')).toEqual([400, 'Elige al menos un pedido'])
    expect(await refusal('documento=albaranes&pedido=1')).toEqual([
      400,
      'Cada pedido se indica por su id',
    ])
    const many = Array.from(
      { length: 51 },
      (_, index) => `pedido=00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ).join('&')
    expect(await refusal(`documento=etiquetas&${many}`)).toEqual([
      400,
      'Como máximo 50 pedidos a la vez',
    ])
  })
})
