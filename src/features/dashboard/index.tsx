// Scaffold until this feature's screens land.
export function ManageBlogsPage() {
  return <main><h1>ManageBlogsPage</h1></main>;
}
