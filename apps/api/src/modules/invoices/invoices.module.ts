import { Module } from '@nestjs/common'
import { SettingsModule } from '../settings/settings.module'
import { AdminInvoicesController, InvoicesController } from './invoices.controller'
import { InvoicesService } from './invoices.service'

/**
 * The shop's invoices: issued by checkout (at payment, and for every refund) in the transaction
 * of what caused them, and read here as PDFs, by the customer and the administrator.
 */
@Module({
  imports: [SettingsModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
