// Scaffold: the screens of this feature are being built (see its issue).
export function NotificationsPage() {
  return <main><h1>NotificationsPage</h1></main>;
}
