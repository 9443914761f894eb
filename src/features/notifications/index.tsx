// Scaffold until this feature's screens land.
export function NotificationsPage() {
  return <main><h1>NotificationsPage</h1></main>;
}
