import { type Scent, searchable } from '@aurum/contracts'
import request from 'supertest'
import { seedDemoShop } from '../src/db/seed/demo-shop.seeder'
import type {
  PerfumeFacetsView,
  SimilarPerfumeView,
} from '../src/modules/catalogue/dto/perfume-facets.view'
import type { PerfumeView } from '../src/modules/catalogue/dto/perfume.view'
import { likeness } from '../src/modules/catalogue/similar-scents'
import { createPerfumes } from './factories'
import { createTestApp, type TestApp } from './test-app'

/** A scent with these accords, each note and season given. */
function scentOf(accords: [string, number][], notes: string[], family: Scent['family']): Scent {
  return {
    pyramid: { top: notes.slice(0, 1), heart: notes.slice(1, 2), base: notes.slice(2) },
    accords: accords.map(([name, intensity]) => ({ name, intensity })),
    family,
    concentration: 'EDP',
    seasons: ['otoño'],
    timeOfDay: ['noche'],
  }
}

describe('finding perfumes by smell (e2e)', () => {
  let t: TestApp
  const http = () => request(t.app.getHttpServer())

  /** The list for a query string: its slugs and its total. */
  async function list(query: string): Promise<{ perfumes: PerfumeView[]; total: number }> {
    const response = await http().get(`/api/perfumes?limit=100&${query}`).expect(200)
    return { perfumes: response.body, total: Number(response.headers['x-total-count']) }
  }

  async function facets(query: string): Promise<PerfumeFacetsView> {
    return (await http().get(`/api/perfumes/facets?${query}`).expect(200)).body
  }

  const slugsFor = async (q: string) =>
    (await list(`q=${encodeURIComponent(q)}`)).perfumes.map((perfume) => perfume.slug)

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoShop(t.orm.em.fork())
    await createPerfumes(t.orm.em, [
      {
        name: 'Referencia Parecida',
        brand: 'Casa Parecida',
        scent: scentOf(
          [
            ['Resinoso', 100],
            ['Salino', 80],
          ],
          ['Ámbar gris', 'Sal', 'Ládano'],
          'Oriental',
        ),
      },
      {
        name: 'Comparte Dos',
        brand: 'Casa Parecida',
        // The same as the next but for one more accord shared with the reference.
        scent: scentOf(
          [
            ['Resinoso', 100],
            ['Salino', 80],
            ['Verde', 60],
          ],
          ['Té'],
          'Oriental',
        ),
      },
      {
        name: 'Comparte Uno',
        brand: 'Casa Parecida',
        scent: scentOf(
          [
            ['Resinoso', 100],
            ['Floral', 80],
            ['Verde', 60],
          ],
          ['Té'],
          'Oriental',
        ),
      },
      {
        name: 'No Comparte',
        brand: 'Casa Parecida',
        scent: scentOf([['Acuático', 100]], ['Ámbar gris', 'Sal', 'Ládano'], 'Acuática'),
      },
    ])
  })

  afterAll(() => t.close())

  describe('filters and their facets', () => {
    it('every demo perfume answers with a pyramid, three accords or more and a family', async () => {
      const { perfumes } = await list('brand=Dior')
      const all = [...perfumes, ...(await list('page=1')).perfumes]
      for (const perfume of all.filter((one) => one.brand !== 'Casa Parecida')) {
        expect(perfume.scent?.pyramid.base.length).toBeGreaterThan(0)
        expect(perfume.scent?.accords.length).toBeGreaterThanOrEqual(3)
        expect(perfume.scent?.family).toBeTruthy()
      }
    })

    it('the facets count what each choice leaves: the list agrees with every count', async () => {
      for (const base of ['', 'family=Amaderada&season=invierno', 'q=vainilla&inStock=true']) {
        const counted = await facets(base)
        const withFilter = async (filter: string) =>
          (await list([base, filter].filter(Boolean).join('&'))).total
        expect(counted.total).toBe((await list(base)).total)
        expect(counted.total).toBeGreaterThan(0)
        const replaced = (name: string, value: string) => {
          const params = new URLSearchParams(base)
          params.set(name, value)
          return list(params.toString()).then((answer) => answer.total)
        }
        for (const { value, count } of counted.brands)
          expect([value, await replaced('brand', value)]).toEqual([value, count])
        for (const { value, count } of counted.categories)
          expect([value, await replaced('category', value)]).toEqual([value, count])
        for (const { value, count } of counted.families)
          expect([value, await replaced('family', value)]).toEqual([value, count])
        for (const { value, count } of counted.seasons)
          expect([value, await replaced('season', value)]).toEqual([value, count])
        for (const { value, count } of counted.sizes)
          expect([value, await replaced('size', value)]).toEqual([value, count])
        for (const { value, count } of counted.accords)
          expect([value, await withFilter(`accord=${encodeURIComponent(value)}`)]).toEqual([
            value,
            count,
          ])
        for (const band of counted.priceBands) {
          const params = new URLSearchParams(base)
          if (band.minPrice) params.set('minPrice', band.minPrice)
          if (band.maxPrice) params.set('maxPrice', band.maxPrice)
          expect([band, (await list(params.toString())).total]).toEqual([band, band.count])
        }
        // Without a category chosen, every perfume is in one category: the counts add up.
        if (!base.includes('category'))
          expect(counted.categories.reduce((sum, { count }) => sum + count, 0)).toBe(counted.total)
        expect(counted.priceBands.reduce((sum, { count }) => sum + count, 0)).toBe(counted.total)
      }
    })

    it('each scent filter keeps only the perfumes that have it, combined with the others', async () => {
      const { perfumes: woody } = await list(
        'family=Amaderada&accord=dulce&accord=ámbarado&season=invierno',
      )
      for (const perfume of woody) {
        expect(perfume.scent?.family).toBe('Amaderada')
        expect(perfume.scent?.seasons).toContain('invierno')
        const accords = perfume.scent?.accords.map((accord) => searchable(accord.name))
        expect(accords).toEqual(expect.arrayContaining(['dulce', 'ambarado']))
      }
      const { perfumes: vanilla } = await list('note=VAINILLA&concentration=EDP')
      expect(vanilla.length).toBeGreaterThan(0)
      for (const perfume of vanilla) {
        expect(perfume.notes.map(searchable)).toContain('vainilla')
        expect(perfume.scent?.concentration).toBe('EDP')
      }
      const { perfumes: small, total } = await list('size=2ml&inStock=true')
      expect(total).toBeGreaterThan(0)
      for (const perfume of small)
        expect(perfume.variants.find((variant) => variant.size === '2ml')?.stock).toBeGreaterThan(0)
    })

    it('refuses a filter it does not know in Spanish, and more than five accords', async () => {
      const family = await http().get('/api/perfumes?family=Marina').expect(400)
      expect(family.body).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(family.body.fieldErrors.family[0]).toMatch(/Debe ser uno de estos valores/)
      await http()
        .get(`/api/perfumes/facets?${Array.from({ length: 6 }, () => 'accord=dulce').join('&')}`)
        .expect(400)
    })
  })

  describe('the search that forgives', () => {
    it('finds through a typo, a prefix, missing accents and plurals', async () => {
      expect((await slugsFor('sauvge'))[0]).toBe('dior-sauvage')
      expect((await slugsFor('sauv'))[0]).toBe('dior-sauvage')
      expect(await slugsFor('lancome')).toEqual(
        expect.arrayContaining(['lancome-la-vie-est-belle', 'lancome-idole']),
      )
      expect(await slugsFor('hermes')).toEqual(
        expect.arrayContaining(['hermes-terre-d-hermes', 'hermes-un-jardin-sur-le-nil']),
      )
      expect((await slugsFor('bleu chanell'))[0]).toBe('chanel-bleu-de-chanel')
    })

    it('reads notes, accords, family and description in Spanish, the name first', async () => {
      const { perfumes } = await list('q=citricos')
      expect(perfumes.length).toBeGreaterThan(2)
      for (const perfume of perfumes) {
        const words = searchable(
          [
            perfume.name,
            perfume.brand,
            perfume.description,
            ...perfume.notes,
            perfume.scent?.family,
            ...(perfume.scent?.accords.map((accord) => accord.name) ?? []),
          ].join(' '),
        )
        expect(words).toMatch(/citric/)
      }
      const vanilla = await slugsFor('vainilla')
      expect(vanilla).toEqual(expect.arrayContaining(['tom-ford-tobacco-vanille']))
      // What a perfume is called outranks what it smells of.
      const tobacco = await slugsFor('tobacco')
      expect(tobacco[0]).toBe('tom-ford-tobacco-vanille')
    })

    it('another order asked for wins over relevance', async () => {
      const byName = (await list('q=dior&sort=name')).perfumes.map((perfume) => perfume.name)
      expect(byName).toEqual([...byName].sort((a, b) => searchable(a).localeCompare(searchable(b))))
    })
  })

  describe("'huele parecido a…'", () => {
    it('ranks two shared accords above one, never itself, each sharing an accord', async () => {
      const response = await http()
        .get('/api/perfumes/referencia-parecida/similar?limit=24')
        .expect(200)
      const similar: SimilarPerfumeView[] = response.body
      const slugs = similar.map((one) => one.perfume.slug)
      expect(slugs).not.toContain('referencia-parecida')
      expect(slugs).not.toContain('no-comparte')
      expect(slugs.indexOf('comparte-dos')).toBeGreaterThanOrEqual(0)
      expect(slugs.indexOf('comparte-dos')).toBeLessThan(slugs.indexOf('comparte-uno'))
      expect(similar.find((one) => one.perfume.slug === 'comparte-dos')?.sharedAccords).toEqual([
        'Resinoso',
        'Salino',
      ])
      for (const one of similar) expect(one.sharedAccords.length).toBeGreaterThan(0)
      const scores = similar.map((one) => one.score)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    })

    it('gives six by default for a demo perfume, and 404 for no perfume', async () => {
      const similar: SimilarPerfumeView[] = (
        await http().get('/api/perfumes/dior-sauvage/similar').expect(200)
      ).body
      expect(similar).toHaveLength(6)
      await http().get('/api/perfumes/no-existe/similar').expect(404)
    })

    it('weighs accords by cosine and notes by Jaccard', () => {
      const base = {
        id: 'a',
        notes: [],
        scent: scentOf([['Dulce', 100]], ['Vainilla', 'Haba tonka'], 'Gourmand'),
      }
      const same = likeness(base, { ...base, id: 'b' })
      expect(same?.score).toBe(1)
      const half = likeness(base, {
        id: 'c',
        notes: [],
        scent: scentOf(
          [
            ['Dulce', 100],
            ['Floral', 100],
          ],
          ['Vainilla', 'Rosa'],
          'Gourmand',
        ),
      })
      // cosine 1/√2 × 0.75 + Jaccard 1/3 × 0.25
      expect(half?.score).toBeCloseTo(0.75 / Math.SQRT2 + 0.25 / 3, 3)
      expect(half?.sharedNotes).toEqual(['Vainilla'])
    })
  })
})
