/**
 * The assistant's answers as the API sends them (docs/housegpt.md): a search with two cards, a
 * listing's evaluation from its estate's deals, and a question back. answers.test.ts parses each
 * with its contract, so they cannot drift from it.
 */
import type { ChatAnswer, ChatEvaluation, ChatSource } from '@portal/shared/contracts';

const SESSION = 'session-0001-abcdef';
const base = { messageId: 11, sessionId: SESSION, questionsUsed: 1, questionLimit: 4 };

const card = (id: string, title: string, price: number, area: number, rooms: number) => ({
  propertyID: id, title, rentalType: 1, price, saleableArea: area, roomNumber: rooms, estateName: 'City One Shatin',
  link: { route: 'saleDetail', params: { propertyId: id } },
});

export const LISTINGS_SOURCE: ChatSource = {
  id: 'listings', kind: 'listings', description: 'Listings matching the filter (2 in all)',
  query: { rentalType: 1, gscopeCode: 'NT4', maxPriceValue: 6_000_000, roomNumbers: [2] }, count: 2,
  ids: ['S1000066', 'S1000071'], link: { route: 'buyList', params: {} },
};

export const ANSWER: ChatAnswer = {
  ...base,
  kind: 'results',
  text: 'I found 2 flats for sale matching your question. Prices run from $5.2M to $5.9M. Here are 2 of them.',
  filter: { rentalType: 1, gscopeCode: 'NT4', maxPriceValue: 6_000_000, roomNumbers: [2] },
  results: {
    total: 2,
    cards: [card('S1000066', 'Bright 2-room flat at City One', 5_200_000, 420, 2), card('S1000071', 'High floor <b>view</b> flat', 5_900_000, 455, 2)],
    priceRange: { min: 5_200_000, max: 5_900_000 },
    sourceId: 'listings',
  },
  evaluation: null,
  sources: [LISTINGS_SOURCE],
};

export const EVALUATION: ChatEvaluation = {
  estateID: 7, estateName: 'City One Shatin', propertyID: 'S1000066', months: 12, roomNumber: 2,
  minSaleableArea: 315, maxSaleableArea: 525, dealCount: 3, medianPricePerSqft: 12_400, minPricePerSqft: 11_800,
  maxPricePerSqft: 13_100, firstDealDate: '2026-01-10', lastDealDate: '2026-09-02', estimate: 5_208_000,
  deals: [
    { dealID: 'D1', dealDate: '2026-09-02', price: 5_500_000, saleableArea: 420, pricePerSqft: 13_095, floor: 18, roomNumber: 2 },
    { dealID: 'D2', dealDate: '2026-05-20', price: 5_208_000, saleableArea: 420, pricePerSqft: 12_400, floor: 9, roomNumber: 2 },
    { dealID: 'D3', dealDate: '2026-01-10', price: 5_000_000, saleableArea: 424, pricePerSqft: 11_792, floor: null, roomNumber: 2 },
  ],
  sourceId: 'deals',
};

export const DEALS_SOURCE: ChatSource = {
  id: 'deals', kind: 'deals', description: 'City One Shatin: sale deals of the last 12 months (3)',
  query: { estateId: 7, months: 12, roomNumber: 2 }, count: 3, ids: ['D1', 'D2', 'D3'],
  link: { route: 'estateDetail', params: { propertyId: '7' } },
};

export const EVALUATION_ANSWER: ChatAnswer = {
  ...base,
  messageId: 12,
  questionsUsed: 2,
  kind: 'evaluation',
  text: 'City One Shatin had 3 sales of 2-room flats of 315 to 525 ft² in the last 12 months (2026-01-10 to 2026-09-02): a median saleable-area price of $12,400/ft².',
  filter: null,
  results: null,
  evaluation: EVALUATION,
  sources: [DEALS_SOURCE],
};

export const CLARIFY_ANSWER: ChatAnswer = {
  ...base,
  messageId: 13,
  kind: 'clarify',
  text: 'I did not understand that. Are you buying or renting, where, how many rooms, and what budget?',
  filter: null,
  results: null,
  evaluation: null,
  sources: [],
};

export const SESSION_ID = SESSION;
