/** Where people find us: kept in src/texts, where the server's e-mails read it too. */
export { CONTACT_EMAIL, COPYRIGHT, INSTAGRAM_HANDLE, INSTAGRAM_URL, TIKTOK_HANDLE, TIKTOK_URL } from '../../../texts/contact.js';
