export * from './core';
export * from './errors';
