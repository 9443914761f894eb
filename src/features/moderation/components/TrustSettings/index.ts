export * from './TrustSettings.tsx';
