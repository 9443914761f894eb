// Scaffold: the screens of this feature are being built (see its issue).
export function SearchPage() {
  return <main><h1>SearchPage</h1></main>;
}
