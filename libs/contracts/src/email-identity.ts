/** How long a mailed link works. */
export const EMAIL_VERIFICATION_HOURS = 24
export const PASSWORD_RESET_MINUTES = 30
