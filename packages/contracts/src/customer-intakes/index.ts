export * from './options';
export * from './intake';
export * from './outreach';
