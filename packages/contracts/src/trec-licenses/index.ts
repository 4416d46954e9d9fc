export * from './trec-licenses';
export * from './endpoints';
