/** chat: HouseGPT's disclaimer, conversation and streamed answers (spec 4.4, 7.4; docs/housegpt.md). */
export { Chat } from './components/chat';
