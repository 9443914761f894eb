export function Component() {
  return <main><h1>Page not found</h1><a href="/">Go back to the home page</a></main>;
}
