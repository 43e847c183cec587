import { call } from '@portal/shared/api';
import { addPropertyView } from '@portal/shared/endpoints';
import { useCallback, useRef } from 'react';

/**
 * The view counter of a listing page (spec 3.1 view count): GetProperty counts nothing, because
 * the server renders a page once and its page cache and a CDN show it many times, so the browser
 * that shows the listing sends AddPropertyView. Returns `count(propertyId)`, to call in an effect
 * once the listing is shown: it sends one view per listing shown (the last id is remembered, so a
 * re-render or StrictMode's second effect sends nothing, and the next listing sends its own),
 * without the loading bar, and a failure stays silent.
 */
export function useCountPropertyView(): (propertyId: string) => void {
  const counted = useRef<string | null>(null);
  return useCallback((propertyId: string) => {
    if (counted.current === propertyId) return;
    counted.current = propertyId;
    call(addPropertyView, { body: { propertyId }, loadingBar: false }).catch(() => undefined);
  }, []);
}
