export * from './plans/index';
export * from './deadlines/index';
