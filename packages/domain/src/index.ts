export * from './plans/index';
export * from './deadlines/index';
export * from './contract-health/index';
export * from './contract-text/index';
export * from './phone/index';
export * from './money/index';
export * from './format/index';
