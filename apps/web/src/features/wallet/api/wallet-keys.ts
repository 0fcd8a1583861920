/** Every cached answer about the member's wallet starts with this key; a movement invalidates them all. */
export const walletKey = ['wallet'] as const;
