// The search feature: results for /search/:query.
export { SearchPage } from './components/SearchPage';
export { UserCard } from './components/UserCard';
