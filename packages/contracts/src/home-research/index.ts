export * from './research';
export * from './endpoints';
