/** Who the shop is, as configured (SHOP_LEGAL_NAME, SHOP_CNPJ, SHOP_ADDRESS, SUPPORT_WHATSAPP); each part null when unset. */
export interface ShopIdentity {
  readonly legalName: string | null;
  /** With its punctuation: `12.345.678/0001-95`. */
  readonly cnpj: string | null;
  readonly address: string | null;
  /** Digits only, with the country code (`5511912345678`). */
  readonly whatsapp: string | null;
}

export const UNNAMED_SHOP: ShopIdentity = { legalName: null, cnpj: null, address: null, whatsapp: null };

/** The name of the `<meta>` whose content is the shop's identity as JSON, in the app's documents. */
export const SHOP_IDENTITY_META = 'memories-shop';
