import type { ReactNode } from 'react';
import { ServerData, ServerDataContext, type ServerAnswers } from '../api/server-data';
import type { Locale } from '../routing/locale';

/**
 * `element` rendered as the shell's server renders a page (in a `@jest-environment node` test):
 * its API calls answered before the HTML is written, the answers sent with the page.
 */
export async function renderOnServer(element: ReactNode, locale: Locale): Promise<{ html: string; answers: ServerAnswers }> {
  // react-dom/static is the Node build only in a node test environment: loaded when called
  const { prerenderToNodeStream } = await import('react-dom/static');
  const data = new ServerData(locale);
  const { prelude } = await prerenderToNodeStream(<ServerDataContext value={data}>{element}</ServerDataContext>);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), answers: data.answers() };
}
