export * from './admin';
export * from './endpoints';
