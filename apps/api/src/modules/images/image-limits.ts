/** The largest image accepted, counted after decoding (the admin panel states 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * Images with more pixels are refused before they are decoded: a few kilobytes of PNG can unpack
 * into gigabytes of memory.
 */
export const MAX_INPUT_PIXELS = 40_000_000

/** The largest request the upload accepts: a 5 MB image as a base64 data URL, plus its JSON. */
export const MAX_UPLOAD_BODY_BYTES = 7 * 1024 * 1024
