import { nearestSize, savedPerfumesText } from './favorites'
import { AddFavoriteSchema } from './favorites.schemas'

describe('favorites rules', () => {
  it("'Agregar' takes 5 ml, or the size nearest to it (the smaller on a tie)", () => {
    const size = (ml: number) => ({ size: `${ml}ml`, ml })
    expect(nearestSize([size(2), size(5), size(10)])?.size).toBe('5ml')
    expect(nearestSize([size(10), size(3)])?.size).toBe('3ml')
    expect(nearestSize([size(7), size(3)])?.size).toBe('3ml')
    expect(nearestSize([size(50), size(10)])?.size).toBe('10ml')
    expect(nearestSize([])).toBeNull()
  })

  it("counts the saved perfumes in natural Spanish ('n perfume(s) guardado(s)')", () => {
    expect(savedPerfumesText(1)).toBe('1 perfume guardado')
    expect(savedPerfumesText(3)).toBe('3 perfumes guardados')
    expect(savedPerfumesText(0)).toBe('0 perfumes guardados')
  })

  it('takes a perfume id and nothing else', () => {
    expect(AddFavoriteSchema.safeParse({ perfumeId: 'nope' }).success).toBe(false)
    expect(
      AddFavoriteSchema.safeParse({ perfumeId: '3f1c2b9e-58d0-4f7a-9c1e-0a2b3c4d5e6f', x: 1 })
        .success,
    ).toBe(false)
  })
})
