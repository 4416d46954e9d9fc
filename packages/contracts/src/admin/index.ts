export * from './admin';
