import { type RGB, rgb } from 'pdf-lib'

/** The shop's papers (invoices, packing slips, labels) share their page and palette. */
export const A4 = { width: 595.28, height: 841.89 } // in points

export const NIGHT = rgb(0.043, 0.043, 0.047) // #0b0b0c, the shop's background
export const GOLD = rgb(0.831, 0.686, 0.216) // #d4af37
export const INK = rgb(0.08, 0.08, 0.09)
export const MUTED = rgb(0.4, 0.4, 0.42)
export const HAIRLINE = rgb(0.86, 0.86, 0.86)

export interface TextStyle {
  bold: boolean
  size: number
  color: RGB
}
