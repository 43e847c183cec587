import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true');
}

export interface FocusTrapOptions {
  onEscape?: () => void;
  /** where focus goes first; default: the first focusable element inside `[data-autofocus-scope]`, else the container */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into `containerRef`, keeps Tab and Shift+Tab inside it, calls
 * onEscape on Escape, and gives focus back to the element that had it when it ends.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const node = containerRef.current;
    if (!active || !node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scope = node.querySelector<HTMLElement>('[data-autofocus-scope]');
    const first = optionsRef.current.initialFocusRef?.current ?? (scope ? focusableIn(scope)[0] : undefined) ?? node;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        optionsRef.current.onEscape?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(node);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        node.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || current === node)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && current === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [active, containerRef]);
}
