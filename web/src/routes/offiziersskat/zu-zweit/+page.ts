// The waiting room is live over a socket and remembers the guest's name in this browser.
export const ssr = false;
