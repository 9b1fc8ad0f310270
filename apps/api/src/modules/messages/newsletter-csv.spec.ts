import { csvCell, subscribersCsv } from './newsletter-csv'

describe('newsletter CSV', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+34@example.com')).toBe("'+34@example.com")
    expect(csvCell('-1@example.com')).toBe("'-1@example.com")
    expect(csvCell('@sum@example.com')).toBe("'@sum@example.com")
    expect(csvCell('\tcmd@example.com')).toBe("'\tcmd@example.com")
  })

  it('quotes cells with separators, quotes or line breaks, and leaves plain ones alone', () => {
    expect(csvCell('a,b@example.com')).toBe('"a,b@example.com"')
    expect(csvCell('"quoted"@example.com')).toBe('"""quoted""@example.com"')
    expect(csvCell('line\nbreak@example.com')).toBe('"line\nbreak@example.com"')
    expect(csvCell('ana@example.com')).toBe('ana@example.com')
  })

  it('writes a header and one CRLF line per subscriber', () => {
    expect(
      subscribersCsv([
        { email: 'ana@example.com', subscribedAt: new Date('2026-11-01T10:00:00.000Z') },
        { email: '=1+1@example.com', subscribedAt: new Date('2026-11-02T10:00:00.000Z') },
      ]),
    ).toBe(
      'email,subscribedAt\r\n' +
        'ana@example.com,2026-11-01T10:00:00.000Z\r\n' +
        "'=1+1@example.com,2026-11-02T10:00:00.000Z\r\n",
    )
    expect(subscribersCsv([])).toBe('email,subscribedAt\r\n')
  })
})
