import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import type { AddressSnapshot } from './entities/address.entity'
import { Address } from './entities/address.entity'

type AddressInput = Omit<Address, 'id' | 'user' | 'createdAt'>

@Injectable()
export class AddressesService {
  constructor(private readonly em: EntityManager) {}

  async list(userId: string) {
    const addresses = await this.em.find(
      Address,
      { user: userId },
      { orderBy: { isDefault: 'desc', createdAt: 'asc' } },
    )
    return addresses.map(toAddressView)
  }

  /** The first address, or one marked default, becomes the only default. */
  async add(userId: string, input: AddressInput) {
    return this.em.transactional(async (em) => {
      const first = (await em.count(Address, { user: userId })) === 0
      if (input.isDefault && !first)
        await em.nativeUpdate(Address, { user: userId }, { isDefault: false })
      const address = em.create(Address, {
        ...input,
        user: userId,
        isDefault: input.isDefault || first,
      })
      await em.flush()
      return toAddressView(address)
    })
  }

  /** The owner's address as an order keeps it; anyone else's is a 404. */
  async snapshot(userId: string, addressId: string): Promise<AddressSnapshot> {
    const address = await this.em.findOne(Address, { id: addressId, user: userId })
    if (!address) throw new DomainError('NOT_FOUND', 'Address not found')
    const { name, street, city, state, zipCode, country, phone } = address
    return { name, street, city, state, zipCode, country, phone }
  }
}

function toAddressView(address: Address) {
  const { id, type, name, street, city, state, zipCode, country, phone, isDefault } = address
  return { id, type, name, street, city, state, zipCode, country, phone, isDefault }
}
