/** history: a member's past HouseGPT questions, by conversation, and their deletion (spec 7.4). */
export { ChatHistory } from './components/chat-history';
