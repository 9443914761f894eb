// Scaffold: the screens of this feature are being built (see its issue).
export function BlogPage() {
  return <main><h1>BlogPage</h1></main>;
}
