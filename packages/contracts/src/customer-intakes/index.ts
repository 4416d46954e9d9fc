export * from './options';
export * from './intake';
export * from './outreach';
export * from './sms-placeholders';
export * from './endpoints';
export * from './option-labels';
