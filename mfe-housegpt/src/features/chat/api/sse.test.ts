import { sseReader } from './sse';

describe('sseReader', () => {
  it('gives each event once its blank line arrives, however the text was cut', () => {
    const reader = sseReader();
    expect(reader.push('event: understood\nda')).toEqual([]);
    expect(reader.push('ta: {"kind":"results"}\n')).toEqual([]);
    expect(reader.push('\nevent: text\ndata: {"delta":"Hi"}\n\n')).toEqual([
      { event: 'understood', data: '{"kind":"results"}' },
      { event: 'text', data: '{"delta":"Hi"}' },
    ]);
  });

  it('joins data lines, skips comments, names an unnamed event message, and reads CRLF', () => {
    const reader = sseReader();
    expect(reader.push(': keep-alive\r\ndata: a\r\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('gives the last event at the end even without its blank line', () => {
    const reader = sseReader();
    expect(reader.push('event: done\ndata: {}')).toEqual([]);
    expect(reader.end()).toEqual([{ event: 'done', data: '{}' }]);
  });
});

describe('sseReader with CRLF cut between its two characters', () => {
  it('reads one line break, not two', () => {
    const reader = sseReader();
    expect(reader.push('data: a\r')).toEqual([]);
    expect(reader.push('\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
