export * from './investment';
export * from './endpoints';
