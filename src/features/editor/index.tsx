// Scaffold until this feature's screens land.
export function EditorPage() {
  return <main><h1>EditorPage</h1></main>;
}
