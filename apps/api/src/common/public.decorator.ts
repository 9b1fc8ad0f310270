import { SetMetadata } from '@nestjs/common'

export const IS_PUBLIC = 'aurum:public'

/** Opens a route to anonymous callers; every other route is closed by AccessGuard. */
export const Public = () => SetMetadata(IS_PUBLIC, true)
