/** Where the browser goes once a checkout is ready: the provider's page (a seam for tests). */
export const checkoutNavigation = { go: (url: string) => window.location.assign(url) };
