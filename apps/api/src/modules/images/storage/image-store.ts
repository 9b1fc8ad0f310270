import type { Readable } from 'node:stream'

/** A stored image on its way out. */
export interface StoredImage {
  body: Readable
  bytes?: number
}

/**
 * Where uploaded images live: local disk, or S3-compatible storage that every replica shares.
 * Names are the shop's own random names, never a user's.
 */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>
  /** null when nothing is stored under this name. */
  get(name: string): Promise<StoredImage | null>
  /** Takes back an image whose database write failed; nothing stored under the name is fine. */
  delete(name: string): Promise<void>
}

export const IMAGE_STORE = Symbol('IMAGE_STORE')
