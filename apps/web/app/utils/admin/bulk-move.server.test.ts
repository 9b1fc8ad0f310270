import { describe, expect, it } from '@jest/globals'
import { bulkMoveRequest } from './bulk-move.server'

const ONE = '0b9a6a43-2f0e-4b8e-9c4e-5d2b7c1e9f10'
const TWO = '5d2b7c1e-9f10-4b8e-9c4e-0b9a6a432f0e'

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('bulkMoveRequest', () => {
  it('reads the ticked orders, each once, and the state they go to', () => {
    expect(
      bulkMoveRequest(
        form([
          ['pedido', ONE],
          ['pedido', TWO],
          ['pedido', ONE],
          ['estado', 'processing'],
        ]),
      ),
    ).toEqual({ move: { orderIds: [ONE, TWO], status: 'processing' } })
  })

  it('says in Spanish what is wrong: no order ticked, no state, or shipping', () => {
    expect(bulkMoveRequest(form([['estado', 'processing']]))).toEqual({
      error: 'Elige al menos un pedido',
    })
    expect(bulkMoveRequest(form([['pedido', ONE]]))).toEqual({
      error: 'Elige un estado de pedido',
    })
    expect(
      bulkMoveRequest(
        form([
          ['pedido', ONE],
          ['estado', 'shipped'],
        ]),
      ),
    ).toEqual({
      error: 'Para enviar un pedido indica su número de seguimiento en su página',
    })
  })
})
