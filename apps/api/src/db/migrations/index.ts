import type { MigrationObject } from '@mikro-orm/core'
import { Migration20261121_catalogue_search_and_messages } from './Migration20261121_catalogue_search_and_messages'
import { Migration20261121_create_cart } from './Migration20261121_create_cart'
import { Migration20261121_create_catalogue } from './Migration20261121_create_catalogue'
import { Migration20261121_create_orders } from './Migration20261121_create_orders'
import { Migration20261121_create_one_time_codes } from './Migration20261121_create_one_time_codes'
import { Migration20261121_create_sessions } from './Migration20261121_create_sessions'
import { Migration20261122_checkout_holds_and_test_orders } from './Migration20261122_checkout_holds_and_test_orders'
import { Migration20261122_back_office_catalogue } from './Migration20261122_back_office_catalogue'
import { Migration20261122_images } from './Migration20261122_images'
import { Migration20261122_user_last_seen } from './Migration20261122_user_last_seen'
import { Migration20261122_order_workflow } from './Migration20261122_order_workflow'
import { Migration20261122_admin_activity } from './Migration20261122_admin_activity'
import { Migration20261123_account_activity } from './Migration20261123_account_activity'
import { Migration20261123_payment_methods } from './Migration20261123_payment_methods'
import { Migration20261123_one_default_address } from './Migration20261123_one_default_address'
import { Migration20261123_account_deletion } from './Migration20261123_account_deletion'
import { Migration20261124_reviews } from './Migration20261124_reviews'
import { Migration20261124_favorites } from './Migration20261124_favorites'
import { Migration20261125_catalogue_search_indexes } from './Migration20261125_catalogue_search_indexes'
import { Migration20261125_refresh_token_successor } from './Migration20261125_refresh_token_successor'
import { Migration20261128_checkout_settle_claim } from './Migration20261128_checkout_settle_claim'
import { Migration20261128_verified_addresses } from './Migration20261128_verified_addresses'
import { Migration20261128_bottles_and_stock_movements } from './Migration20261128_bottles_and_stock_movements'
import { Migration20261128_mail_outbox } from './Migration20261128_mail_outbox'
import { Migration20261128_money_and_law } from './Migration20261128_money_and_law'
import { Migration20261128_perfume_scent } from './Migration20261128_perfume_scent'
import { Migration20261128_review_triggers_per_row } from './Migration20261128_review_triggers_per_row'
import { Migration20261128_reviews_move_the_catalogue } from './Migration20261128_reviews_move_the_catalogue'

/** Every migration in the order it runs; listed so the built app needs no file globbing. */
import { Migration20261129_scent_search } from './Migration20261129_scent_search'
import { Migration20261129_performance_votes } from './Migration20261129_performance_votes'
import { Migration20261130_perfume_allergens } from './Migration20261130_perfume_allergens'
import { Migration20261201_perfume_first_price_index } from './Migration20261201_perfume_first_price_index'
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121_create_catalogue', class: Migration20261121_create_catalogue },
  {
    name: 'Migration20261121_catalogue_search_and_messages',
    class: Migration20261121_catalogue_search_and_messages,
  },
  { name: 'Migration20261121_create_cart', class: Migration20261121_create_cart },
  { name: 'Migration20261121_create_sessions', class: Migration20261121_create_sessions },
  {
    name: 'Migration20261121_create_one_time_codes',
    class: Migration20261121_create_one_time_codes,
  },
  { name: 'Migration20261121_create_orders', class: Migration20261121_create_orders },
  {
    name: 'Migration20261122_checkout_holds_and_test_orders',
    class: Migration20261122_checkout_holds_and_test_orders,
  },
  {
    name: 'Migration20261122_back_office_catalogue',
    class: Migration20261122_back_office_catalogue,
  },
  { name: 'Migration20261122_images', class: Migration20261122_images },
  { name: 'Migration20261122_user_last_seen', class: Migration20261122_user_last_seen },
  { name: 'Migration20261122_order_workflow', class: Migration20261122_order_workflow },
  { name: 'Migration20261122_admin_activity', class: Migration20261122_admin_activity },
  { name: 'Migration20261123_account_activity', class: Migration20261123_account_activity },
  {
    name: 'Migration20261123_one_default_address',
    class: Migration20261123_one_default_address,
  },
  { name: 'Migration20261123_payment_methods', class: Migration20261123_payment_methods },
  { name: 'Migration20261123_account_deletion', class: Migration20261123_account_deletion },
  { name: 'Migration20261124_reviews', class: Migration20261124_reviews },
  { name: 'Migration20261124_favorites', class: Migration20261124_favorites },
  {
    name: 'Migration20261125_refresh_token_successor',
    class: Migration20261125_refresh_token_successor,
  },
  {
    name: 'Migration20261125_catalogue_search_indexes',
    class: Migration20261125_catalogue_search_indexes,
  },
  {
    name: 'Migration20261128_checkout_settle_claim',
    class: Migration20261128_checkout_settle_claim,
  },
  { name: 'Migration20261128_verified_addresses', class: Migration20261128_verified_addresses },
  { name: 'Migration20261128_mail_outbox', class: Migration20261128_mail_outbox },
  {
    name: 'Migration20261128_bottles_and_stock_movements',
    class: Migration20261128_bottles_and_stock_movements,
  },
  { name: 'Migration20261128_money_and_law', class: Migration20261128_money_and_law },
  {
    name: 'Migration20261128_reviews_move_the_catalogue',
    class: Migration20261128_reviews_move_the_catalogue,
  },
  { name: 'Migration20261128_perfume_scent', class: Migration20261128_perfume_scent },
  {
    name: 'Migration20261128_review_triggers_per_row',
    class: Migration20261128_review_triggers_per_row,
  },
  { name: 'Migration20261129_scent_search', class: Migration20261129_scent_search },
  {
    name: 'Migration20261129_performance_votes',
    class: Migration20261129_performance_votes,
  },
  { name: 'Migration20261130_perfume_allergens', class: Migration20261130_perfume_allergens },
  {
    name: 'Migration20261201_perfume_first_price_index',
    class: Migration20261201_perfume_first_price_index,
  },
]
