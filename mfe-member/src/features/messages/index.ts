/** Messages feature (spec 6): <MessagesInbox locale /> the messages on the member's listings, with reply and delete. */
export { MessagesInbox } from './components/messages-inbox';
export { ListingMessages } from './components/listing-messages';
