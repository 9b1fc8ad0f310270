/**
 * Libraries only a few requests use (PDFs, mail, payments, image storage): each is loaded on its
 * first use, so the API does not parse them at every start. One imported at the top of a module
 * would be loaded with the app, before it answers anything.
 */
const ON_FIRST_USE = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  'nodemailer',
  'mailparser',
  'smtp-server',
  'stripe',
  '@aws-sdk/client-s3',
  'sharp',
]

const mockLoadedAtStart: string[] = []
for (const name of ON_FIRST_USE) {
  jest.mock(name, () => {
    mockLoadedAtStart.push(name)
    return jest.requireActual(name)
  })
}

describe('the app as loaded at start', () => {
  it('leaves the libraries of a few requests to their first use', async () => {
    await import('./app')
    expect(mockLoadedAtStart).toEqual([])
  })
})
