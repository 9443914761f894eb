// Scaffold: the screens of this feature are being built (see its issue).
export function ProfilePage() {
  return <main><h1>ProfilePage</h1></main>;
}
