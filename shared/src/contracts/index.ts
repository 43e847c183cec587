export * from './core';
export * from './integers';
export * from './errors';
export * from './constants';
export * from './catalog/index';
export * from './member/index';
export * from './chat/index';
export * from './gba/index';
