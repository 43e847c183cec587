import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '@portal/shared/api';
import { withI18n } from '../../../testing';
import type { CaptchaSlotProps } from '@portal/shared/captcha';
import { ReportForm } from './report-form';

function FakeCaptcha(slot: CaptchaSlotProps) {
  return (
    <div data-testid="captcha" data-status={slot.status} data-required={String(slot.showRequired)} data-refresh={slot.refreshKey}>
      <button type="button" onClick={() => slot.onChange({ captchaId: `cap-${slot.refreshKey}`, value: 42 })}>
        solve captcha
      </button>
    </div>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '9123 4567') {
  await user.type(screen.getByLabelText(/Contact name/), 'Chan Tai Man');
  await user.type(screen.getByLabelText(/Mobile number/), phone);
  await user.type(screen.getByLabelText(/E-mail/), 'tm.chan@example.com');
  await user.type(screen.getByLabelText(/What is wrong/), 'The flat was sold last month.');
}

describe('ReportForm', () => {
  it('requires every field and the captcha', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    render(withI18n(<ReportForm renderCaptcha={(s) => <FakeCaptcha {...s} />} submit={submit} />));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-required', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects a phone that is not a Hong Kong mobile number', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    render(withI18n(<ReportForm listingNo="S1024" renderCaptcha={(s) => <FakeCaptcha {...s} />} submit={submit} />));
    await fill(user, '2345 6789');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Please enter a valid Hong Kong mobile number')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed form with the captcha answer and says the report was submitted', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue(undefined);
    const onSubmitted = jest.fn();
    render(withI18n(<ReportForm listingNo="S1024" renderCaptcha={(s) => <FakeCaptcha {...s} />} submit={submit} onSubmitted={onSubmitted} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Report submitted');
    expect(submit).toHaveBeenCalledWith(
      { contactName: 'Chan Tai Man', phone: '91234567', email: 'tm.chan@example.com', content: 'The flat was sold last month.', listingNo: 'S1024' },
      { captchaId: 'cap-0', value: 42 },
    );
    expect(onSubmitted).toHaveBeenCalledWith('Report submitted');
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('');
  });

  it('asks for a new captcha when the server rejects it, and shows the failure message otherwise', async () => {
    const user = userEvent.setup();
    const submit = jest
      .fn()
      .mockRejectedValueOnce(new ApiFailure({ code: 400, status: 400, message: 'wrong', messageKey: 'captchaFailed' }))
      .mockRejectedValueOnce(new ApiFailure({ code: 500, status: 500, message: 'boom', messageKey: 'internal' }));
    render(withI18n(<ReportForm listingNo="S1024" renderCaptcha={(s) => <FakeCaptcha {...s} />} submit={submit} />, 'zh-hk'));
    await user.type(screen.getByLabelText(/聯絡人姓名/), '陳大文');
    await user.type(screen.getByLabelText(/手提電話/), '61234567');
    await user.type(screen.getByLabelText(/電郵/), 'chan@example.com');
    await user.type(screen.getByLabelText(/問題內容/), '單位已售出');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: '提交舉報' }));
    const captcha = await screen.findByTestId('captcha');
    expect(captcha).toHaveAttribute('data-status', 'failed');
    expect(captcha).toHaveAttribute('data-refresh', '1');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: '提交舉報' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('舉報提交失敗');
    expect(submit).toHaveBeenLastCalledWith(expect.objectContaining({ listingNo: 'S1024' }), { captchaId: 'cap-1', value: 42 });
  });
});
