export * from './user';
export * from './auth';
export * from './endpoints';
