/** The shop's accounts, linked from the footer, the home page and the maintenance page. */
export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/aurumdecants', label: 'Instagram' },
  { href: 'https://www.tiktok.com/@aurumdecants', label: 'TikTok' },
] as const
