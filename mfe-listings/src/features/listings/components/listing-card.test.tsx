import type { PropertyListItem } from '@portal/shared/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { withI18n } from '../../../testing';
import { ListingCard } from './listing-card';

const item = {
  propertyID: 'S1001', rentalType: 1, titleWithCulture: 'Taikoo Shing: high floor 3-bedroom', price: 12_800_000,
  saleableArea: 700, saleableAvgPrice: 18286, regionNameWithCulture: 'Hong Kong Island', gscopeNameWithCulture: 'Quarry Bay',
  estateNameWithCulture: 'Taikoo Shing', roomNumberWithCulture: '3 bedrooms', isOwner: false, companyNameWithCulture: 'Harbour Realty',
  topType: 3, coverImage: '/img/1.jpg', updateTime: '2026-11-22T00:00:00.000Z',
} as unknown as PropertyListItem;

describe('ListingCard', () => {
  it('links to the detail and shows price, area and place as text', () => {
    render(
      withI18n(
        <MemoryRouter>
          <ListingCard item={item} locale="en-us" now={Date.parse('2026-11-22T03:00:00.000Z')} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en-us/buy-property-S1001.html');
    expect(screen.getByRole('heading', { name: 'Taikoo Shing: high floor 3-bedroom' })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    // the unit price says its unit once
    expect(screen.getByText(/Saleable 700/)).toHaveTextContent(/Saleable 700 sq\. ft · \$18,286\/ft²$/);
    expect(screen.getByText(/Quarry Bay/)).toBeInTheDocument();
    expect(screen.getByText(/Updated 3 hours ago/)).toBeInTheDocument();
  });
});
