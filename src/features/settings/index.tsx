export function EditProfilePage() {
  return <main><h1>EditProfilePage</h1></main>;
}
export function ChangePasswordPage() {
  return <main><h1>ChangePasswordPage</h1></main>;
}
