export * from './options';
export * from './intake';
export * from './outreach';
export * from './endpoints';
