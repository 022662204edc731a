export * from './table';
export * from './chat';
export * from './patch';
export * from './parse';
