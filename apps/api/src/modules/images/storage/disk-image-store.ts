import { mkdir, open, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ImageStore, StoredImage } from './image-store'

/** Images as files in one folder: enough for a single machine. */
export class DiskImageStore implements ImageStore {
  constructor(private readonly folder: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    // 'wx': a name is never reused, so an existing file means something is wrong; keep it.
    await writeFile(join(this.folder, name), bytes, { flag: 'wx' })
  }

  async get(name: string): Promise<StoredImage | null> {
    try {
      const file = await open(join(this.folder, name))
      const { size } = await file.stat()
      return { body: file.createReadStream(), bytes: size }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.folder, name), { force: true })
  }
}
