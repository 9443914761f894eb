// Scaffold: the screens of this feature are being built (see its issue).
export function HomePage() {
  return <main><h1>HomePage</h1></main>;
}
