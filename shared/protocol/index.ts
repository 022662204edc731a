export * from './table';
export * from './patch';
export * from './parse';
