import { searchSuggester } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, inApp } from '../../../testing';
import { KeywordField } from './keyword-field';

const api = fakeApi();
afterAll(() => i18nReady());

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <KeywordField value={value} onChange={setValue} locale="en-us" />;
}

describe('KeywordField', () => {
  it('suggests the estates matching what is typed, as links to their pages', async () => {
    api.answer(searchSuggester, [{ type: 'estate', id: '7', nameWithCulture: 'Taikoo Shing', gscopeNameWithCulture: 'Eastern', saleCount: 30, rentCount: 18 }]);
    render(inApp(<Field initial="" />, { path: '/en-us/estate' }));
    await userEvent.type(screen.getByLabelText('Estate or address'), 'taik');
    const list = await screen.findByTestId('estate-suggestions', {}, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Taikoo Shing · Eastern' })).toHaveAttribute('href', '/en-us/estate-7');
    expect(api.requests(searchSuggester).at(-1)!.query).toMatchObject({ keyword: 'taik', type: 'estate', count: '6' });
  });

  it('asks nothing for the keyword the page opened with', async () => {
    render(inApp(<Field initial="tai" />, { path: '/en-us/estate' }));
    expect(screen.getByLabelText('Estate or address')).toHaveValue('tai');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.requests(searchSuggester)).toHaveLength(0);
    expect(screen.queryByTestId('estate-suggestions')).toBeNull();
  });
});
