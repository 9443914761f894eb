export * from './TrustProgress.tsx';
