export * from './common/errors';
export * from './paths';
export * from './auth/index';
export * from './admin/index';
export * from './health/index';
export * from './ai/meta';
export * from './contract-analyses/index';
