import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '@portal/shared/api';
import { withI18n } from '../../../testing';
import { FakeCaptcha, fakeApi } from '../test-fakes';
import { MessageForm } from './message-form';

type User = ReturnType<typeof userEvent.setup>;

function setup(lng?: 'zh-hk' | 'en-us') {
  const api = fakeApi();
  const onSent = jest.fn();
  render(withI18n(<MessageForm listingId="S100" termsHref="/terms" renderCaptcha={(s) => <FakeCaptcha {...s} />} api={api} onSent={onSent} />, lng));
  return { api, onSent, user: userEvent.setup() };
}

async function fillValid(user: User, content = 'Can I view the flat this Saturday afternoon?') {
  await user.type(screen.getByLabelText(/Your name/), 'Chan Siu Ming');
  await user.type(screen.getByLabelText('Hong Kong mobile number'), '6123 4567');
  await user.click(screen.getByLabelText(/^Message/));
  await user.paste(content);
  await user.click(screen.getByLabelText(/I have read and accept the/));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Send message' }));

describe('MessageForm', () => {
  it('requires name, contact, content, the terms and the captcha', async () => {
    const { api, user } = setup();
    await submit(user);
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByText('Please accept the terms first')).toBeInTheDocument();
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-required', 'true');
    expect(api.add).not.toHaveBeenCalled();
  });

  it('alerts when the phone is not a Hong Kong mobile number', async () => {
    const { api, user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Hong Kong mobile number'));
    await user.type(screen.getByLabelText('Hong Kong mobile number'), '+86 138 0013 8000');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid Hong Kong mobile number');
    expect(screen.getByLabelText('Hong Kong mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.add).not.toHaveBeenCalled();
  });

  it('refuses contact details and advertising in the content', async () => {
    const { api, user } = setup();
    await fillValid(user, 'WhatsApp me at 9876 5432 for a better price');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await submit(user);
    expect(await screen.findByText('The message must not contain contact details')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Message/));
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('Use promo code SAVE10 at our casino');
    await submit(user);
    expect(await screen.findByText('Advertising is not allowed in messages')).toBeInTheDocument();
    expect(api.add).not.toHaveBeenCalled();
  });

  it('does not send without the captcha, then sends the form with it', async () => {
    const { api, onSent, user } = setup();
    await fillValid(user);
    await submit(user);
    // the submission is asynchronous (its zod resolver): the captcha is asked for once it has run
    await waitFor(() => expect(screen.getByTestId('captcha')).toHaveAttribute('data-required', 'true'));
    expect(api.add).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-required', 'false');
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Message left');
    expect(api.add).toHaveBeenCalledWith(
      'S100',
      expect.objectContaining({ contactName: 'Chan Siu Ming', contactType: 'phone', contact: '6123 4567', smsNotice: true, ownerOnly: false, acceptTerms: true }),
      { captchaId: 'cap-0', value: 17 },
    );
    expect(onSent).toHaveBeenCalledWith('Message left');
  });

  it('shows a failed captcha in the slot and other failures as an alert', async () => {
    const { api, user } = setup('zh-hk');
    api.add
      .mockRejectedValueOnce(new ApiFailure({ code: 400, status: 400, message: 'x', messageKey: 'captchaFailed' }))
      .mockRejectedValueOnce(new ApiFailure({ code: 429, status: 429, message: 'slow down', messageKey: 'tooManyRequests' }));
    await user.type(screen.getByLabelText(/你的姓名/), '陳小明');
    await user.type(screen.getByLabelText('香港手提電話號碼'), '91234567');
    await user.type(screen.getByLabelText(/^留言內容/), '請問單位是否仍然放售？');
    await user.click(screen.getByLabelText(/我已閱讀並同意/));
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: '發送留言' }));
    expect(await screen.findByTestId('captcha')).toHaveAttribute('data-status', 'failed');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: '發送留言' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('留言失敗');
  });
});
