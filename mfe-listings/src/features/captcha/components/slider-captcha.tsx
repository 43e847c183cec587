import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecaptchaPuzzle } from '../api/load-recaptcha-puzzle';
import type { CaptchaSlotProps } from '../captcha.types';
import { useCaptchaPuzzle, type LoadPuzzle } from '../use-captcha-puzzle';
import { useSlideTrace } from '../use-slide-trace';
import styles from './slider-captcha.module.css';

export interface SliderCaptchaProps extends Partial<CaptchaSlotProps> {
  /** fetches a puzzle; default GetRecaptcha, tests pass a fake */
  load?: LoadPuzzle;
}

const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;
const DEFAULT_PIECE = 50;

export function SliderCaptcha({ load = loadRecaptchaPuzzle, onChange, status = 'idle', showRequired = false, refreshKey = 0 }: SliderCaptchaProps) {
  const { t } = useTranslation('listings');
  const { puzzle, loading, error, refusal, refresh } = useCaptchaPuzzle(load, refreshKey);
  const id = useId();
  // the answer belongs to one puzzle: a new puzzle starts with none
  const [answer, setAnswer] = useState<{ captchaId: string; x: number } | null>(null);
  const x = answer && answer.captchaId === puzzle?.captchaId ? answer.x : null;
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; startValue: number; scale: number; y: number } | null>(null);
  const { record } = useSlideTrace(puzzle?.captchaId);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const width = puzzle?.width ?? DEFAULT_WIDTH;
  const height = puzzle?.height ?? DEFAULT_HEIGHT;
  const piece = puzzle?.pieceSize ?? DEFAULT_PIECE;
  const max = width - piece;

  useEffect(() => {
    onChangeRef.current?.(null);
  }, [puzzle]);

  /** moves the piece to `next` (a key press, or a pointer `y` px off where the drag began) */
  function commit(next: number, pointerY?: number) {
    if (!puzzle) return;
    const exact = Math.min(max, Math.max(0, next));
    const value = Math.round(exact);
    const trace = pointerY === undefined ? record(value, 0, false) : record(exact, pointerY, true);
    setAnswer({ captchaId: puzzle.captchaId, x: value });
    onChangeRef.current?.({ captchaId: puzzle.captchaId, value, trace });
  }

  function onKeyDown(event: KeyboardEvent) {
    const current = x ?? 0;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + 10,
      PageDown: current - 10,
      Home: 0,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!puzzle) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const rendered = track.current?.clientWidth || width;
    drag.current = { startX: event.clientX, startY: event.clientY, startValue: x ?? 0, scale: rendered / width, y: 0 };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    d.y = (event.clientY - d.startY) / d.scale;
    commit(d.startValue + (event.clientX - d.startX) / d.scale, d.y);
  }

  /** the release ends the slide where the piece is */
  function onPointerUp() {
    const d = drag.current;
    drag.current = null;
    if (d && puzzle && x !== null) onChangeRef.current?.({ captchaId: puzzle.captchaId, value: x, trace: record(x, d.y, false) });
  }

  const message = refusal ?? (status === 'failed' ? t('captcha.failed') : status === 'success' ? t('captcha.success') : showRequired ? t('captcha.required') : '');
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;

  return (
    <div className={`${styles.captcha} ${status === 'success' ? styles.ok : ''} ${status === 'failed' ? styles.bad : ''}`}>
      <div className={styles.header}>
        <span id={`${id}-title`} className={styles.title}>{t('captcha.title')}</span>
        <button type="button" className={styles.refresh} onClick={refresh} disabled={loading}>
          {t('captcha.refresh')}
        </button>
      </div>
      <div className={styles.stage} style={{ aspectRatio: `${width} / ${height}` }} aria-hidden="true">
        {puzzle && (
          <>
            <img className={styles.background} src={puzzle.background} alt="" draggable={false} />
            <img
              className={styles.piece}
              src={puzzle.piece}
              alt=""
              draggable={false}
              style={{ left: pct(x ?? 0, width), top: pct(puzzle.y, height), width: pct(piece, width) }}
            />
          </>
        )}
        {loading && <span className={styles.overlay}>{t('captcha.loading')}</span>}
        {error && !refusal && <span className={styles.overlay}>{t('captcha.loadError')}</span>}
      </div>
      <div ref={track} className={styles.track}>
        <div className={styles.fill} style={{ width: pct((x ?? 0) + piece / 2, width) }} />
        <div
          role="slider"
          tabIndex={puzzle ? 0 : -1}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x ?? 0}
          aria-disabled={!puzzle}
          aria-invalid={showRequired || status === 'failed'}
          className={styles.thumb}
          style={{ left: pct(x ?? 0, width), width: pct(piece, width) }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span aria-hidden="true">⇢</span>
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>{t('captcha.hint')}</p>
      <p role={status === 'success' ? 'status' : 'alert'} className={status === 'success' ? styles.success : styles.error}>
        {message}
      </p>
    </div>
  );
}
