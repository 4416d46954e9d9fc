export * from './users';
export * from './sessions';
export * from './audit-log';
export * from './contract-analyses';
