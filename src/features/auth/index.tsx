// Scaffold: the screens of this feature are being built (see its issue).
export function SignInPage() {
  return <main><h1>SignInPage</h1></main>;
}
export function SignUpPage() {
  return <main><h1>SignUpPage</h1></main>;
}
