import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withI18n } from '../../../testing';
import type { CaptchaSlotProps } from '@portal/shared/captcha';
import { ReportDialog } from './report-dialog';
import { ReportPageBody } from './report-page-body';

const Captcha = (slot: CaptchaSlotProps) => (
  <button type="button" onClick={() => slot.onChange({ captchaId: 'x', value: 5 })}>
    solve captcha
  </button>
);

describe('ReportDialog and the /complaint body', () => {
  it('opens as a dialog with the listing number filled in, and closes itself after success', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onSubmitted = jest.fn();
    const submit = jest.fn().mockResolvedValue(undefined);
    render(withI18n(<ReportDialog open onClose={onClose} listingNo="R778" renderCaptcha={(s) => <Captcha {...s} />} submit={submit} onSubmitted={onSubmitted} />));
    const dialog = screen.getByRole('dialog', { name: 'Report this listing' });
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByLabelText(/Listing number/)).toHaveValue('R778');
    await user.type(screen.getByLabelText(/Contact name/), 'Lee');
    await user.type(screen.getByLabelText(/Mobile number/), '51234567');
    await user.type(screen.getByLabelText(/E-mail/), 'lee@example.com');
    await user.type(screen.getByLabelText(/What is wrong/), 'Fake photos');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(onSubmitted).toHaveBeenCalledWith('Report submitted');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders the page body with its heading', () => {
    render(withI18n(<ReportPageBody renderCaptcha={(s) => <Captcha {...s} />} />, 'zh-cn'));
    expect(screen.getByRole('heading', { level: 1, name: '举报房源' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '举报此房源' })).toBeInTheDocument();
  });
});
