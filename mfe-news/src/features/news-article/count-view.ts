import { call } from '@portal/shared/api';
import { addInformationView } from '@portal/shared/endpoints';
import { useEffect, useRef } from 'react';

/**
 * Counts the view of the article shown (AddInformationView): GetInformationById counts nothing,
 * because the server renders a page once and its page cache and a CDN show it many times. Runs
 * after the article is shown, in the browser only (an effect), once per article: the last id is
 * remembered, so a re-render or StrictMode's second effect sends nothing. Fire and forget: no
 * loading bar, a failure stays silent.
 */
export function useCountArticleView(articleId: number | undefined): void {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (articleId === undefined || counted.current === articleId) return;
    counted.current = articleId;
    call(addInformationView, { body: { id: articleId }, loadingBar: false }).catch(() => undefined);
  }, [articleId]);
}
