/**
 * A member's own messages, newest first (SearchMyLeaveMessage, "my messages elsewhere"): without
 * it the list read every message of every listing (300k messages, PGlite, 2 busy cores: a median
 * 315 ms a page without, 31 to 56 ms with it).
 */
export const sql = `
CREATE INDEX leave_messages_author ON leave_messages(author_user_id, created_at DESC, id DESC)
  WHERE status = 'published' AND author_user_id IS NOT NULL;
`;
