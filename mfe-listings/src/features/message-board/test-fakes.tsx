/** Test helpers: a fake captcha slot and a fake messages API. */
import type { LeaveMessage } from '@portal/shared/contracts';
import type { MessagesApi } from './api/messages-api';
import type { CaptchaSlotProps } from '@portal/shared/captcha';

export function FakeCaptcha(slot: CaptchaSlotProps) {
  return (
    <div data-testid="captcha" data-status={slot.status} data-required={String(slot.showRequired)} data-refresh={slot.refreshKey}>
      <button type="button" onClick={() => slot.onChange({ captchaId: `cap-${slot.refreshKey}`, value: 17 })}>
        solve captcha
      </button>
    </div>
  );
}

export function message(overrides: Partial<LeaveMessage> = {}): LeaveMessage {
  return {
    messageId: 1,
    listingId: 'S100',
    contactName: 'Ms Wong',
    contactType: 'phone',
    contact: null,
    content: 'Is the flat still available?',
    ownerOnly: false,
    smsNotice: true,
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    isMine: false,
    isOwner: false,
    ...overrides,
  };
}

export function fakeApi(items: LeaveMessage[] = []): jest.Mocked<MessagesApi> {
  return {
    list: jest.fn().mockResolvedValue({ items, total: items.length }),
    get: jest.fn().mockImplementation(async (id: number) => {
      const found = items.find((m) => m.messageId === id);
      if (!found) throw new Error('not found');
      return found;
    }),
    add: jest.fn().mockResolvedValue(undefined),
    update: jest.fn().mockImplementation(async (id: number, edit: { content: string }) => ({ ...items.find((m) => m.messageId === id)!, ...edit })),
    remove: jest.fn().mockResolvedValue(undefined),
    reply: jest.fn().mockImplementation(async (id: number, reply: string) => ({ ...items.find((m) => m.messageId === id)!, reply })),
  };
}
