import { useMarketT } from '../../i18n/use-market-t';

/** the message of a form rule ('tools.errors.price', see @portal/shared/forms market-tools) in the page's language */
export function useFieldError(): (key: string | undefined) => string | undefined {
  const { t } = useMarketT();
  return (key) => (key ? t(key) : undefined);
}
