/** Where people find us: one place for the footer, the help area and the legal pages. */
export const CONTACT_EMAIL = 'contato@memories.com.br';
export const INSTAGRAM_HANDLE = '@memories';
export const INSTAGRAM_URL = 'https://www.instagram.com/memories';
export const TIKTOK_HANDLE = '@memories';
export const TIKTOK_URL = 'https://www.tiktok.com/@memories';
export const COPYRIGHT = '© 2025 memories';
