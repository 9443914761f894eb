export * from './FediverseHandle.tsx';
