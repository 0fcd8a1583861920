/**
 * Unread messages for the header bell. Always 0 until the message centre (Tipcenter getList and its
 * live updates) is built; that work replaces this body with a query and keeps the signature.
 */
export function useUnreadCount(): number {
  return 0;
}
