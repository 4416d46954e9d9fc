export * from './us-phone';
