export * from './options';
export * from './leads';
export * from './lead-import';
export * from './endpoints';
