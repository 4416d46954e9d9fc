export * from './analysis';
export * from './create';
export * from './deadlines';
export * from './health';
export * from './tools';
export * from './endpoints';
