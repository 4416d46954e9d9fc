export * from './options';
export * from './communication';
export * from './endpoints';
