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
  expect(onChange).toHaveBeenLastCalledWith({ captchaId: 'd1', value: 120 });
  fireEvent.pointerMove(thumb, { clientX: 900, pointerId: 1 });
  expect(onChange).toHaveBeenLastCalledWith({ captchaId: 'd1', value: 250 });
  fireEvent.pointerUp(thumb, { pointerId: 1 });
  fireEvent.pointerMove(thumb, { clientX: 20, pointerId: 1 });
  expect(onChange).toHaveBeenLastCalledWith({ captchaId: 'd1', value: 250 });
  expect(thumb).toHaveAttribute('aria-valuenow', '250');
});
