import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withI18n } from '../../../testing';
import { FakeCaptcha, fakeApi, message } from '../test-fakes';
import { MessageAddPageBody, MessageChangePageBody, MessageReplyPageBody } from './message-page-bodies';

describe('message page bodies', () => {
  it('/message/add shows the form for the listing, or says the listing is missing', () => {
    const { unmount } = render(
      withI18n(<MessageAddPageBody listingId="S100" termsHref="/terms" backHref="/buy-property-S100.html" renderCaptcha={(s) => <FakeCaptcha {...s} />} api={fakeApi()} />),
    );
    expect(screen.getByRole('form', { name: 'Leave a message to the owner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/buy-property-S100.html');
    unmount();
    render(withI18n(<MessageAddPageBody listingId="" termsHref="/terms" renderCaptcha={(s) => <FakeCaptcha {...s} />} api={fakeApi()} />));
    expect(screen.getByRole('alert')).toHaveTextContent('No listing was given');
  });

  it('/message/change lets the author save an edit', async () => {
    const user = userEvent.setup();
    const api = fakeApi([message({ messageId: 5, isMine: true })]);
    render(withI18n(<MessageChangePageBody messageId={5} api={api} />));
    const box = await screen.findByLabelText(/Edit your message/);
    await user.clear(box);
    await user.type(box, 'Still interested, please call back.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message was updated.');
    expect(api.update).toHaveBeenCalledWith(5, { content: 'Still interested, please call back.' });
  });

  it('/message/reply refuses someone who does not own the listing', async () => {
    render(withI18n(<MessageReplyPageBody messageId={5} api={fakeApi([message({ messageId: 5 })])} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the listing owner can reply to this message.');
  });

  it('says when the message cannot be found', async () => {
    render(withI18n(<MessageReplyPageBody messageId={99} api={fakeApi([])} />));
    expect(await screen.findByText('This message could not be found, or you may not see it.')).toBeInTheDocument();
  });
});
