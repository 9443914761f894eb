// Scaffold: the screens of this feature are being built (see its issue).
export function ManageBlogsPage() {
  return <main><h1>ManageBlogsPage</h1></main>;
}
