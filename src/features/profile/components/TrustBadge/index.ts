export * from './TrustBadge.tsx';
