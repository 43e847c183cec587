export * from './core';
export * from './errors';
export * from './catalog/index';
export * from './member/index';
