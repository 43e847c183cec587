import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@portal/shared/ui';
import { withI18n } from '../../../testing';
import { SharePanel } from './share-panel';

const URL_ = 'https://www.harbourhome.hk/en-us/buy-property-S123.html';

describe('SharePanel', () => {
  it('copies exactly the page URL and shows the "link copied" toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = jest.fn();
    render(withI18n(<><SharePanel url={URL_} title="Taikoo Shing 2BR" onCopied={onCopied} /><Toaster /></>));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(onCopied).toHaveBeenCalledWith({ ok: true, message: 'Link copied' });
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    let copied = '';
    const exec = jest.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    render(withI18n(<SharePanel url={URL_} feedback="inline" />, 'zh-hk'));
    await user.click(screen.getByRole('button', { name: '複製連結' }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe(URL_);
    expect(await screen.findByRole('status')).toHaveTextContent('已複製連結');
  });

  it('links WhatsApp and Facebook to the URL and shows a QR code on demand', async () => {
    const user = userEvent.setup();
    render(withI18n(<SharePanel url={URL_} title="2BR" />));
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`2BR ${URL_}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(encodeURIComponent(URL_));
    expect(screen.queryByTestId('share-qr')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    expect(screen.getByTestId('share-qr')).toBeInTheDocument();
  });
});
