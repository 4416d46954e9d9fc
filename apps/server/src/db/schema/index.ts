export * from './users';
export * from './sessions';
export * from './audit-log';
export * from './contract-analyses';
export * from './customer-intakes';
export * from './home-research';
export * from './rate-limit-hits';
export * from './login-attempts';
