export * from './FollowSuggestions.tsx';
