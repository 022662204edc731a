// The boards are live and personal: fetched in the browser, never prerendered or cached.
export const ssr = false;
