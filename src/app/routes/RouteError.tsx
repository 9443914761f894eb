import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <main role="alert"><h1>Something went wrong</h1><a href="/">Go back to the home page</a></main>;
}
