import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { loadingBar } from './loading-bar-store';
import styles from './loading-bar.module.css';

/**
 * Spec 4.9: starts on a route or parameter change (not on the first page), counts the open requests (requestTracker),
 * finishes when all are done, and shows failure on a non-cancel error. A request can opt out
 * (call(..., { loadingBar: false })).
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const phase = useSyncExternalStore(loadingBar.subscribe, loadingBar.getPhase, loadingBar.getPhase);
  // a run per route or parameter change; the page the bar first mounts on (the served page as it
  // hydrates, or the first page the browser renders) is not a change
  const [first] = useState(`${pathname}${search}`);
  const started = useRef(false);
  useEffect(() => {
    if (!started.current && `${pathname}${search}` === first) return;
    started.current = true;
    loadingBar.start();
  }, [pathname, search, first]);
  useEffect(() => loadingBar.setNavigating(navigation.state !== 'idle'), [navigation.state]);
  if (phase === 'idle') return null;
  return <div className={`${styles.bar} ${styles[phase]}`} data-testid="loading-bar" data-phase={phase} role="presentation" />;
}
