/** An e-mail field's keyboard and corrections: the keyboard with "@", no capital letter, no spell check. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;
