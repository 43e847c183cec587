import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { call, CLIENT_FAILURE_CODES, useApi, type ApiFailure } from '../api';
import { getAgent, getGscope, searchAgent } from '../endpoints';
import { failure, fakeApi, networkError } from './fake-api';
import { fixture, itemOf, pageOf } from './fixtures';

const api = fakeApi();

function AgentName({ id }: { id: number }) {
  const { data, error, loading, reload } = useApi(getAgent, { query: { agentId: id } });
  if (error) return <button type="button" onClick={reload}>{`failed ${error.status}: ${error.message}`}</button>;
  return <p>{loading ? 'loading' : data?.nameWithCulture}</p>;
}

describe('fakeApi', () => {
  it('answers the real client in the envelope, and records what it was sent', async () => {
    api.answer(getAgent, fixture(getAgent, { nameWithCulture: 'Lee Siu Ling' }));
    render(<AgentName id={7} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Lee Siu Ling')).toBeInTheDocument();
    expect(api.requests(getAgent)).toEqual([expect.objectContaining({ path: '/Agent/GetAgent', query: expect.objectContaining({ agentId: '7' }), language: 'en-us' })]);
  });

  it('sends failures as the API does, and a later answer serves the retry', async () => {
    api.answer(getAgent, failure(404, 'Agent not found'));
    render(<AgentName id={7} />);
    const retry = await screen.findByRole('button', { name: 'failed 404: Agent not found' });
    api.answer(getAgent, () => fixture(getAgent));
    await act(async () => retry.click());
    expect(await screen.findByText('Chan Tai Man')).toBeInTheDocument();
    expect(api.requests(getAgent)).toHaveLength(2);
  });

  it('breaks the connection on request, and fails a request it has no answer for', async () => {
    api.answer(getGscope, networkError());
    const codeOf = (request: Promise<unknown>) => request.then(() => 'answered', (failure: ApiFailure) => failure.code);
    expect(await codeOf(call(getGscope))).toBe(CLIENT_FAILURE_CODES.network);
    // msw reports the request it has no answer for
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await codeOf(call(getAgent, { query: { agentId: 1 } }))).toBe(CLIENT_FAILURE_CODES.network);
    expect(String(report.mock.calls[0]?.[0])).toContain('/Agent/GetAgent');
    report.mockRestore();
    expect(api.paths()).toEqual(['/DictionaryInfo/GetGscope', '/Agent/GetAgent']);
  });

  it('reads the JSON body of a POST', async () => {
    api.answer(searchAgent, pageOf(searchAgent, [itemOf(searchAgent, { agentID: 3 })], 41));
    const page = await call(searchAgent, { body: { companyId: 7, pageIndex: 1, pageCount: 20 } });
    expect(page).toMatchObject({ total: 41, items: [{ agentID: 3 }] });
    expect(api.requests(searchAgent)[0]!.body).toEqual({ companyId: 7, pageIndex: 1, pageCount: 20 });
  });
});

describe('fixtures', () => {
  it('refuse a value the contract refuses, naming the field', () => {
    expect(() => fixture(getAgent, { saleCount: -1.5 })).toThrow(/Agent\/GetAgent does not match its contract[\s\S]*saleCount/);
    expect(() => itemOf(getGscope, { level: 'two' as unknown as number })).toThrow(/GetGscope[\s\S]*level/);
  });
});
