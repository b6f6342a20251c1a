/** Where people find us: one place for the site's footer, help area and legal pages, and for the e-mails the server sends. */
export const CONTACT_EMAIL = 'contato@memories.com.br';
export const INSTAGRAM_HANDLE = '@memories';
export const INSTAGRAM_URL = 'https://www.instagram.com/memories';
export const TIKTOK_HANDLE = '@memories';
export const TIKTOK_URL = 'https://www.tiktok.com/@memories';
export const COPYRIGHT = '© 2025 memories';
