import type { AddressInput } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { AddressSnapshot } from './entities/address.entity'
import { Address } from './entities/address.entity'

/**
 * First key of the per-customer advisory lock (the second is a hash of the customer's id). The
 * two-key lock space never meets the jobs' one-key locks.
 */
const ADDRESS_LOCK = 4_210_011

@Injectable()
export class AddressesService {
  constructor(private readonly em: EntityManager) {}

  async list(userId: string) {
    const addresses = await this.em.find(
      Address,
      { user: userId },
      { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' } },
    )
    return addresses.map(toAddressView)
  }

  /** The first address, or one marked default, becomes the only default. */
  async add(userId: string, input: AddressInput) {
    return this.write(userId, async (em) => {
      const first = (await em.count(Address, { user: userId })) === 0
      if (input.isDefault) await demoteDefault(em, userId)
      const address = em.create(Address, {
        ...input,
        user: userId,
        isDefault: input.isDefault || first,
      })
      await em.flush()
      return toAddressView(address)
    })
  }

  /** Replaces the fields; isDefault true moves the default here, false leaves it where it is. */
  async update(userId: string, addressId: string, input: AddressInput) {
    return this.write(userId, async (em) => {
      const address = await ownAddress(em, userId, addressId)
      const { isDefault, ...fields } = input
      if (isDefault && !address.isDefault) await demoteDefault(em, userId)
      em.assign(address, { ...fields, isDefault: address.isDefault || isDefault })
      await em.flush()
      return toAddressView(address)
    })
  }

  /** Orders keep their own copy, so an address they used may go; the oldest left takes the default. */
  async remove(userId: string, addressId: string): Promise<void> {
    await this.write(userId, async (em) => {
      const address = await ownAddress(em, userId, addressId)
      em.remove(address)
      await em.flush()
      if (!address.isDefault) return
      const [oldest] = await em.find(
        Address,
        { user: userId },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 },
      )
      if (oldest) {
        oldest.isDefault = true
        await em.flush()
      }
    })
  }

  async setDefault(userId: string, addressId: string) {
    return this.write(userId, async (em) => {
      const address = await ownAddress(em, userId, addressId)
      if (!address.isDefault) {
        await demoteDefault(em, userId)
        address.isDefault = true
        await em.flush()
      }
      return toAddressView(address)
    })
  }

  /** The owner's address as an order keeps it; anyone else's is a 404. */
  async snapshot(userId: string, addressId: string): Promise<AddressSnapshot> {
    const address = await this.em.findOne(Address, { id: addressId, user: userId })
    if (!address) throw notFound()
    const { name, street, city, state, zipCode, country, phone } = address
    return { name, street, city, state, zipCode, country, phone }
  }

  /** The account is being deleted: its addresses go, in the caller's transaction. */
  async removeAllOf(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Address, { user: userId })
  }

  /**
   * One transaction per change, and one change at a time per customer: two requests moving the
   * default (or adding a first address) at once wait for each other instead of meeting the
   * database's one-default index.
   */
  private write<T>(userId: string, change: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [ADDRESS_LOCK, userId])
      return change(em)
    })
  }
}

async function ownAddress(em: EntityManager, userId: string, addressId: string) {
  const address = await em.findOne(Address, { id: addressId, user: userId })
  if (!address) throw notFound()
  return address
}

/** Runs before the new default is written: the index allows one default at any moment. */
async function demoteDefault(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(Address, { user: userId, isDefault: true }, { isDefault: false })
}

function notFound() {
  return new DomainError('NOT_FOUND', 'address_not_found')
}

function toAddressView(address: Address) {
  const { id, type, name, street, city, state, zipCode, country, phone, isDefault } = address
  return { id, type, name, street, city, state, zipCode, country, phone, isDefault }
}
