import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { SessionsService } from '../auth/sessions.service'
import { CheckoutService } from '../checkout/checkout.service'
import { NotificationsService } from '../notifications/notifications.service'
import { OrdersService } from '../orders/orders.service'
import { type DeletionProof, UsersService } from '../users/users.service'
import { AddressesService } from './addresses.service'
import { PaymentMethodsService } from './payment-methods.service'

/**
 * DELETE /api/user/delete-account (spec 001 §5, §7): the customer's personal data goes, their
 * orders stay for the books without them (docs/decisions/004-account-deletion.md).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly checkouts: CheckoutService,
    private readonly orders: OrdersService,
    private readonly addresses: AddressesService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly notifications: NotificationsService,
  ) {}

  async delete(userId: string, proof: DeletionProof): Promise<void> {
    // The person is proven first: a wrong password changes nothing anywhere.
    await this.users.checkDeletion(userId, proof)
    // A payment page left open could still take money for an order nobody would see: it is
    // closed at its provider, or becomes its order (kept below like the others) if it was paid.
    await this.checkouts.settleOpenOf(userId)
    await this.em.transactional(async (em) => {
      // The user's row is locked: a checkout started meanwhile waits for this transaction, and
      // then finds no user; one started before it is seen here.
      await this.users.lockForDeletion(em, userId)
      if (await this.checkouts.hasOpen(em, userId)) {
        throw new DomainError('CONFLICT', 'payment_in_progress')
      }
      // Every session ends with the transaction: the access check and the refresh both read the
      // session and its user, so the old tokens are refused from the next request on.
      await this.sessions.endAllOf(userId, em)
      await this.orders.anonymiseFor(em, userId)
      await this.addresses.removeAllOf(em, userId)
      await this.paymentMethods.removeAllOf(em, userId)
      await this.notifications.removeAllOf(em, userId)
      // The rest goes with the user's row (on delete cascade): settings, account events, the
      // cart, the sessions, the closed checkouts and their coupon uses, one-time codes. The
      // audit log of an administrator keeps their email (on delete set null).
      await this.users.remove(em, userId)
    })
  }
}
