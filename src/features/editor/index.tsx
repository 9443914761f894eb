// Scaffold: the screens of this feature are being built (see its issue).
export function EditorPage() {
  return <main><h1>EditorPage</h1></main>;
}
