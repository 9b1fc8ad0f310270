/** JSON bodies above this are refused with 413 before any handler runs. */
export const BODY_LIMIT_BYTES = 100 * 1024

/** Path parameters above this are refused with 414 by the router (slugs are up to 160). */
export const MAX_PARAM_LENGTH = 200
