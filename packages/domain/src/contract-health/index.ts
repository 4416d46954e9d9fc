export * from './bands';
