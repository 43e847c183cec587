/**
 * Messages feature (spec 6):
 * <MessagesInbox locale tab page hrefFor onTab />  two tabs: the messages on the member's listings (reply,
 *                                                  delete) and "my messages elsewhere" (their own messages on
 *                                                  other people's listings, the owners' replies, delete)
 * <ListingMessages listingId locale />             the messages on one of the member's listings
 */
export { MessagesInbox, MESSAGE_TABS, type MessageTab } from './components/messages-inbox';
export { ListingMessages } from './components/listing-messages';
export { MyMessages } from './components/my-messages';
