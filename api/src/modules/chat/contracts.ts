/** The chat contracts and the parser's filter type, in one place for the module. */
export * from '@portal/shared/contracts';
export type { ChatFilter } from './parser/types';
