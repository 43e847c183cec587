import { act, fireEvent, render, screen } from '@testing-library/react';
import { withI18n } from '../test-i18n';
import { SliderCaptcha } from './slider-captcha';

// jsdom has no PointerEvent: without it fireEvent.pointer* drops clientX
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

it('follows a drag of the slider thumb and stays inside the track', async () => {
  const onChange = jest.fn();
  const load = async () => ({ captchaId: 'd1', background: 'data:,', piece: 'data:,', y: 30, width: 300, height: 150, pieceSize: 50 });
  render(withI18n(<SliderCaptcha load={load} onChange={onChange} />));
  await act(async () => {});
  const thumb = screen.getByRole('slider');
  fireEvent.pointerDown(thumb, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(thumb, { clientX: 130, pointerId: 1 });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'd1', value: 120 }));
  fireEvent.pointerMove(thumb, { clientX: 900, pointerId: 1 });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'd1', value: 250 }));
  fireEvent.pointerUp(thumb, { pointerId: 1 });
  fireEvent.pointerMove(thumb, { clientX: 20, pointerId: 1 });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'd1', value: 250 }));
  expect(thumb).toHaveAttribute('aria-valuenow', '250');
});

it('sends the drag as a pointer trace: the piece and the pointer height at each move, and the release', async () => {
  const onChange = jest.fn();
  const load = async () => ({ captchaId: 't1', background: 'data:,', piece: 'data:,', y: 30, width: 300, height: 150, pieceSize: 50 });
  render(withI18n(<SliderCaptcha load={load} onChange={onChange} />));
  await act(async () => {});
  const thumb = screen.getByRole('slider');
  fireEvent.pointerDown(thumb, { clientX: 10, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(thumb, { clientX: 40.5, clientY: 102, pointerId: 1 });
  fireEvent.pointerMove(thumb, { clientX: 90, clientY: 99, pointerId: 1 });
  fireEvent.pointerUp(thumb, { pointerId: 1 });
  const { value, trace } = onChange.mock.calls.at(-1)?.[0] as { value: number; trace: string };
  expect(value).toBe(80);
  const [kind, ...points] = trace.split('.');
  expect(kind).toBe('p');
  // x and y in tenths of a puzzle pixel; the release repeats where the piece is
  expect(points.map((p) => p.split('_').slice(1).join(' '))).toEqual(['0 0', '305 20', '800 -10', '800 -10']);
});
