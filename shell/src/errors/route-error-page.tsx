/**
 * The error element of the router (spec 8): a page error with its status (statusCode, status or
 * the response's, default 500). If rendering that page fails too, a plain fallback with no
 * translations and no shared UI reads 'An error occurred while showing the error page', shows
 * the details and links home.
 */
import { localeOfPath, href } from '@portal/shared/routing';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { loadingBar } from '../layout/loading-bar-store';
import { reloadOnChunkError } from './chunk-reload';
import { errorStatus } from './error-status';
import styles from './error-pages.module.css';

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: `${error.status} ${error.statusText}` };
  const message = error instanceof Error ? error.message : String(error);
  return { status: errorStatus(error), message };
}

export function ErrorPageContent({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation('shell');
  const locale = localeOfPath(window.location.pathname);
  const title = status === 404 ? t('errors.notFoundTitle') : t('errors.errorTitle');
  useEffect(() => {
    document.title = `${status} | ${title}`;
    loadingBar.fail();
  }, [status, title]);
  return (
    <section className={styles.page} data-testid="error-page" data-status={status} role="alert">
      <p className={styles.status}>{t('errors.status', { status })}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{status === 404 ? t('errors.notFoundBody') : t('errors.errorBody')}</p>
      <p className={styles.detail}>{message}</p>
      <a className={styles.home} href={href('home', {}, locale)}>
        {t('errors.backHome')}
      </a>
    </section>
  );
}

export function ErrorPageFallback({ error, original }: { error: unknown; original: string }) {
  const details = error instanceof Error ? error.message : String(error);
  return (
    <section className={styles.page} data-testid="error-page-fallback" role="alert">
      <h1 className={styles.title}>An error occurred while showing the error page</h1>
      <pre className={styles.detail}>{`${original}\n${details}`}</pre>
      <a className={styles.home} href="/">
        Home
      </a>
    </section>
  );
}

class FallbackBoundary extends Component<{ original: string; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorPageFallback error={this.state.error} original={this.props.original} /> : this.props.children;
  }
}

export function RouteErrorPage() {
  const error = useRouteError();
  reloadOnChunkError(error);
  const { status, message } = describe(error);
  return (
    <FallbackBoundary original={message}>
      <ErrorPageContent status={status} message={message} />
    </FallbackBoundary>
  );
}
