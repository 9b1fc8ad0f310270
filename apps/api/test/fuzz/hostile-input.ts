import fc from 'fast-check'

/** Inputs that once made a 5xx somewhere, or easily could: kept so they never do again. */
export const HOSTILE = [
  '',
  ' ',
  // The literal placeholder the old client left in its paths.
  '$' + '{id}',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\t',
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '..%2F..%2F',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(100),
  '\ud800',
  'x'.repeat(5000),
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ABCDEF',
]

/** Keys no body may use to set anything: the fields only the shop itself writes. */
export const MASS_ASSIGNMENT_KEYS = [
  'role',
  'isAdmin',
  'price',
  'usedCount',
  'status',
  'userId',
  'isVerified',
  'helpfulCount',
] as const

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype']

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
// Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build).
const anyCharacter = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))

/**
 * Longer than any field allows (the longest takes 5,000 characters; bodies over the limit are one
 * of hostileBody's cases). Built once: a fuzz run sends them thousands of times, and a string
 * repeated afresh for each case cost more than the request that carried it.
 */
const HUGE_TEXTS = [1_000, 6_000].map((length) => 'é'.repeat(length))
const hugeText = fc.constantFrom(...HUGE_TEXTS)

/** Text a field should refuse or store harmlessly: the list above, control characters, any size. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 8 },
  { arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: anyCharacter, maxLength: 200 }), weight: 2 },
  { arbitrary: fc.uuid(), weight: 2 },
  // Rare: one in a case already makes it oversized, and they cost the most to send.
  { arbitrary: hugeText, weight: 1 },
)

/** The same without the huge values, for the many small slots of a URL or a header. */
const shortHostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 8 },
  { arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: anyCharacter, maxLength: 200 }), weight: 2 },
  { arbitrary: fc.uuid(), weight: 2 },
)

/** Numbers where a quantity, a price or a page goes: zero, negative, fractional, huge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -1e9, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true }),
)

/** Any JSON value of the wrong kind: text, numbers, null, booleans, arrays, objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  fc.constantFrom(null, true, false, [], {}),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, ...MASS_ASSIGNMENT_KEYS, 'x'), hostileText, {
    maxKeys: 3,
  }),
)

/** JSON text that no parser should turn into an object of the caller's choosing. */
const MALFORMED_JSON = [
  '',
  '{',
  '[',
  "'",
  '{"quantity": NaN}',
  '{"quantity": Infinity}',
  '{"a":1,}',
  '{"a":"\\ud800"}',
  '\u0000',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
]

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=x',
]

/** Over BODY_LIMIT_BYTES (100 KB), built once. */
const OVERSIZED_BODY = {
  contentType: 'application/json',
  payload: `{"x":"${'x'.repeat(150_000)}"}`,
} as const

export interface HostileBody {
  contentType?: string
  payload: string
}

/**
 * An object written as JSON text by hand, so '__proto__' and 'constructor' really are keys of it
 * (an object literal would set the prototype instead).
 */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`
}

/** A body for an operation with these fields: theirs and others, all with values of the wrong kind. */
export function hostileBody(fields: string[]): fc.Arbitrary<HostileBody> {
  const key = fc.oneof(
    ...(fields.length ? [{ arbitrary: fc.constantFrom(...fields), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, ...MASS_ASSIGNMENT_KEYS), weight: 2 },
    fc.string({ maxLength: 30 }),
  )
  return fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(key, hostileJson), { maxLength: 8 })
        .map((entries) => ({ contentType: 'application/json', payload: objectText(entries) })),
      weight: 6,
    },
    hostileJson.map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    })),
    fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
      contentType: 'application/json',
      payload,
    })),
    fc
      .tuple(fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }), hostileText)
      .map(([contentType, payload]) => ({ contentType, payload })),
    // Over the body limit (100 KB for JSON): one size is enough to meet it.
    fc.constant(OVERSIZED_BODY),
  )
}

/** Percent-encodings that do not decode, which encodeURIComponent would never produce. */
const RAW_ENCODED = ['%', '%E0%A4%A', '%00', '%C0%AF', '%FF', '%u0000', '%%32%65']

/** How a hostile value is written into a URL: encoded, or a raw sequence that does not decode. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: shortHostileText.map((value) =>
      encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')),
    ),
    weight: 20,
  },
  { arbitrary: fc.constantFrom(...RAW_ENCODED), weight: 4 },
  { arbitrary: fc.constantFrom(...HUGE_TEXTS.map(encodeURIComponent)), weight: 1 },
)

const OVERSIZED_QUERY = `q=${'x'.repeat(70_000)}`

/** A query string with these names and others, hostile values, repeats and oversized ones. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(names.length ? [{ arbitrary: fc.constantFrom(...names), weight: 4 }] : []),
    fc.constantFrom(...PROTOTYPE_KEYS, ...MASS_ASSIGNMENT_KEYS, 'page', 'limit', 'sort', 'search'),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  )
  return fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(name, urlValue), { maxLength: 6 })
        .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
      weight: 6,
    },
    fc.constantFrom('&&&', '=', 'a=b=c', 'a[b]=1&a[c]=2'),
    fc.constant(OVERSIZED_QUERY),
  )
}

/** Header text: what a client can put on the wire (no line breaks, no NUL), of any size. */
const headerText = shortHostileText.map((value) => value.replace(/[^\t\x20-\x7e]/g, '?'))

/** Forged, expired-looking or malformed credentials a visitor may send. */
const BAD_BEARERS = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4In0.',
  'Basic YWRtaW46YWRtaW4=',
  'bearer null',
  `Bearer ${'a'.repeat(10_000)}`,
]

export type HostileHeaders = Record<string, string>

const OVERSIZED_HEADERS: HostileHeaders = { 'x-oversized': 'o'.repeat(20_000) }

/** Headers a hostile client adds: a cart token, cookies, cache validators, oversized ones. */
export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 2 },
  {
    arbitrary: fc.record(
      {
        authorization: fc.oneof(fc.constantFrom(...BAD_BEARERS), headerText),
        'x-cart-token': headerText,
        cookie: headerText,
        'if-none-match': headerText,
        'accept-language': headerText,
        'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('::1, ::1', '999.1.1.1', ',,,')),
        'x-request-id': headerText,
      },
      { requiredKeys: [] },
    ),
    weight: 6,
  },
  // Over Node's 16 KB for a request's headers (the in-process tests do not have that limit).
  fc.constant(OVERSIZED_HEADERS),
)
