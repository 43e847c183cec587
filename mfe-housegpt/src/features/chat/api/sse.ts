/** One server-sent event: its name (default 'message') and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives (the HTML standard's format): `push` takes the next
 * piece of text, which may end anywhere, and gives back the events it completed.
 */
export function sseReader(): { push(text: string): SseEvent[]; end(): SseEvent[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      // a \r at the very end may be the first half of \r\n: it waits for the next piece
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // the last piece may be a line cut in two: kept for later
      buffer = (lines.pop() ?? '') + held;
      for (const l of lines) line(l, out);
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer) line(buffer, out);
      buffer = '';
      line('', out);
      return out;
    },
  };
}
