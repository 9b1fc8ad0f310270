import { SetMetadata } from '@nestjs/common'

export const ALIAS_OF = 'aurum:alias-of'

export type OperationName = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`

/**
 * A route kept for a path of the specification that a cleaner one now serves, doing the same.
 * The document marks it deprecated and names its replacement ("Use POST /api/checkout/session");
 * building the document fails when the replacement is not one of its operations.
 */
export const AliasOf = (replacement: OperationName) => SetMetadata(ALIAS_OF, replacement)
