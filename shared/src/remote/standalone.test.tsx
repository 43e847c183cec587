import type { RemotePageProps } from '@portal/shared/mf';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StandalonePage } from './standalone';

function NewsDetailPage({ routeName, params, locale, search }: RemotePageProps) {
  return <p>{`${routeName} ${params.id} ${locale} ${search}`}</p>;
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StandalonePage pages={{ NewsDetailPage }} />
    </MemoryRouter>,
  );

describe('StandalonePage', () => {
  it("renders the remote's page that the route table names for the path, with its props", () => {
    at('/en-us/news/42/?page=2');
    expect(screen.getByText('newsDetail 42 en-us ?page=2')).toBeInTheDocument();
  });

  it("says so for a path of another remote's page", () => {
    at('/buy');
    expect(screen.getByText('/buy: not a page of this remote (NewsDetailPage)')).toBeInTheDocument();
  });
});
