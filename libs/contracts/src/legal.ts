/** The letters of a DNI or NIE, by the remainder of its number divided by 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

/**
 * Whether a text is a Spanish tax id with its check character right: a NIF of a person (DNI,
 * 8 digits and a letter), a NIE (X, Y or Z, 7 digits and a letter) or a company's CIF (a letter,
 * 7 digits and a control digit or letter). Spaces, dots and hyphens are ignored.
 */
export function isSpanishTaxId(text: string): boolean {
  const id = text.toUpperCase().replace(/[\s.-]/g, '')
  const person = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(id)
  if (person) {
    const [, prefix, digits, letter] = person
    if ((prefix === '') !== (digits.length === 8)) return false
    const number = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${digits}`)
    return DNI_LETTERS[number % 23] === letter
  }
  const company = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id)
  if (!company) return false
  const [, , digits, control] = company
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char)
    if (index % 2) return total + digit
    const doubled = digit * 2
    return total + Math.floor(doubled / 10) + (doubled % 10)
  }, 0)
  const check = (10 - (sum % 10)) % 10
  return control === String(check) || control === 'JABCDEFGHI'[check]
}
