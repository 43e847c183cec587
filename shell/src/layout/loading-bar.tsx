import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { loadingBar } from './loading-bar-store';
import styles from './loading-bar.module.css';

/**
 * Spec 4.9: starts on a route or parameter change, counts the open requests (requestTracker),
 * finishes when all are done, and shows failure on a non-cancel error. A request can opt out
 * (call(..., { loadingBar: false })).
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const phase = useSyncExternalStore(loadingBar.subscribe, loadingBar.getPhase, loadingBar.getPhase);
  useEffect(() => loadingBar.start(), [pathname, search]);
  useEffect(() => loadingBar.setNavigating(navigation.state !== 'idle'), [navigation.state]);
  if (phase === 'idle') return null;
  return <div className={`${styles.bar} ${styles[phase]}`} data-testid="loading-bar" data-phase={phase} role="presentation" />;
}
