import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '@portal/shared/api';
import { withI18n } from '../test-i18n';
import type { CaptchaPuzzle } from '../captcha.types';
import { SliderCaptcha } from './slider-captcha';

const puzzle = (captchaId: string): CaptchaPuzzle => ({
  captchaId,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  y: 40,
  width: 300,
  height: 150,
  pieceSize: 50,
});

describe('SliderCaptcha', () => {
  it('moves the piece with the keyboard and reports {captchaId, value}', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(withI18n(<SliderCaptcha load={async () => puzzle('c1')} onChange={onChange} />));
    const slider = screen.getByRole('slider', { name: 'Slide to complete the puzzle' });
    await screen.findByText('Drag the slider, or use the arrow keys, until the piece fits the gap.');
    await act(async () => {});
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'c1', value: 3 }));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'c1', value: 12 }));
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'c1', value: 250 }));
    expect(slider).toHaveAttribute('aria-valuenow', '250');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'c1', value: 250 }));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'c1', value: 0 }));
  });

  it('sends the keys pressed as a keyboard trace, from the piece at 0 when the puzzle appeared', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(withI18n(<SliderCaptcha load={async () => puzzle('k1')} onChange={onChange} />));
    await act(async () => {});
    screen.getByRole('slider').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}');
    const { value, trace } = onChange.mock.calls.at(-1)?.[0] as { value: number; trace: string };
    expect(value).toBe(12);
    const [kind, ...points] = trace.split('.');
    expect(kind).toBe('k');
    expect(points.map((p) => p.split('_').slice(1).join(' '))).toEqual(['0 0', '100 0', '110 0', '120 0']);
    expect(points.every((p) => Number(p.split('_')[0]) >= 0)).toBe(true);
  });

  it('shows the required and failure messages and loads a new puzzle on refresh', async () => {
    const user = userEvent.setup();
    const load = jest.fn().mockResolvedValueOnce(puzzle('a')).mockResolvedValueOnce(puzzle('b'));
    const onChange = jest.fn();
    const { rerender } = render(withI18n(<SliderCaptcha load={load} onChange={onChange} showRequired />));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid verification code');
    rerender(withI18n(<SliderCaptcha load={load} onChange={onChange} status="failed" />));
    expect(screen.getByRole('alert')).toHaveTextContent('Verification failed, please try again');
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'New puzzle' }));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'b', value: 1 }));
  });

  it('shows the success state in Chinese', async () => {
    render(withI18n(<SliderCaptcha load={async () => puzzle('z')} status="success" />, 'zh-hk'));
    expect(screen.getByRole('status')).toHaveTextContent('驗證成功');
    await act(async () => {});
  });

  it('says so when the puzzle cannot be loaded', async () => {
    render(withI18n(<SliderCaptcha load={() => Promise.reject(new Error('offline'))} />));
    expect(await screen.findByText('The puzzle could not be loaded. Try a new puzzle.')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the API's rate-limit message when it refuses a puzzle for too many attempts", async () => {
    const tooMany = new ApiFailure({ message: '操作太頻繁，請於 120 秒後再試', code: 429, status: 429, messageKey: 'tooManyRequests' });
    render(withI18n(<SliderCaptcha load={() => Promise.reject(tooMany)} />, 'zh-hk'));
    expect(await screen.findByText('操作太頻繁，請於 120 秒後再試')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  });
});
