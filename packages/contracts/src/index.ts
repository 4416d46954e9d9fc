export * from './common/errors';
export * from './paths';
export * from './auth/index';
export * from './admin/index';
export * from './health/index';
