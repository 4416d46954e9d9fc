export * from './research';
