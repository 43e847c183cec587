import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { API_URL } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * HouseGPT in the three languages (spec 4.4): the disclaimer, a budget-and-district question whose
 * every listing matches it, a follow-up that narrows it, a listing's evaluation from its estate's
 * deals, and the question limit (CHAT_QUESTION_LIMIT=4 in the journeys' stack) with a new
 * conversation. The listings are checked against the API's own listing pages, not the answer.
 */
const LIMIT = 4;
const BUDGET = 8_000_000;
const CASES = [
  {
    locale: 'zh-hk', path: '/housegpt', accept: '我明白，開始', remember: '在這個瀏覽器記住我的選擇', heading: '開始之前',
    ask: '沙田兩房800萬以下', cheaper: '平啲', worth: (id: string) => `${id}值幾錢？`, other: '大埔兩房600萬以下',
    count: (n: number) => `第 ${n} 條問題，上限 ${LIMIT} 條`, restart: '開始新對話', box: '你的問題',
  },
  {
    locale: 'zh-cn', path: '/zh-cn/housegpt', accept: '我明白，开始', remember: '在这个浏览器记住我的选择', heading: '开始之前',
    ask: '沙田两房800万以内', cheaper: '便宜一点', worth: (id: string) => `${id}值多少钱？`, other: '大埔两房600万以内',
    count: (n: number) => `第 ${n} 条问题，上限 ${LIMIT} 条`, restart: '开始新对话', box: '你的问题',
  },
  {
    locale: 'en-us', path: '/en-us/housegpt', accept: 'I understand, start', remember: 'Remember my choice on this browser', heading: 'Before you start',
    ask: '2 bed in Sha Tin under 8M', cheaper: 'cheaper', worth: (id: string) => `How much is ${id} worth?`, other: '2 bed in Tai Po under 6M',
    count: (n: number) => `Question ${n} of ${LIMIT}`, restart: 'New conversation', box: 'Your question',
  },
] as const;

async function ask(page: Page, box: string, question: string): Promise<Locator> {
  const answers = page.getByTestId('housegpt-answer');
  const before = await answers.count();
  const input = page.getByRole('textbox', { name: box });
  await input.fill(question);
  await input.press('Enter');
  const answer = answers.nth(before);
  await expect(answer).toHaveAttribute('data-status', 'done');
  return answer;
}

interface Listing { price: number; roomNumber: number; gscopeCode: string; rentalType: number }

/** each card's listing as the API's detail call gives it, with the card's own price and rooms */
async function cardsOf(page: Page, answer: Locator): Promise<Array<Listing & { cardPrice: number; cardRooms: number }>> {
  const cards = await answer.getByTestId('housegpt-card').all();
  return Promise.all(cards.map(async (card) => {
    const href = (await card.getByRole('link').getAttribute('href')) ?? '';
    const id = /(S\d+)\.html$/.exec(href)?.[1] ?? '';
    const response = await page.request.get(`${API_URL}/Property/GetProperty?propertyId=${id}&language=en-us`);
    const listing = (await response.json() as { result: Listing }).result;
    return { ...listing, cardPrice: Number(await card.getAttribute('data-price')), cardRooms: Number(await card.getAttribute('data-rooms')) };
  }));
}

function expectAllMatch(listings: Awaited<ReturnType<typeof cardsOf>>, ceiling: number) {
  expect(listings.length).toBeGreaterThan(0);
  for (const l of listings) {
    expect({ sale: l.rentalType, rooms: l.roomNumber, inShaTin: l.gscopeCode.startsWith('NTE-ST'), withinBudget: l.price <= ceiling })
      .toEqual({ sale: 1, rooms: 2, inShaTin: true, withinBudget: true });
    expect([l.cardPrice, l.cardRooms]).toEqual([l.price, l.roomNumber]);
  }
}

const totalOf = async (answer: Locator) => Number(/\d+/.exec((await answer.getByTestId('housegpt-total').textContent()) ?? '')?.[0]);

for (const c of CASES) {
  // on the phone layout the English conversation, the one checked with axe, stands for all three
  const details = c.locale === 'en-us' ? {} : { tag: '@desktop' };
  test(`${c.locale}: disclaimer, a question, a narrower follow-up, a listing's evaluation, the limit and a new conversation`, details, async ({ page }) => {
    test.setTimeout(120_000);
    // the server sends the disclaimer with the page: nothing to flash in after the scripts
    expect(await (await page.request.get(c.path)).text()).toContain(c.heading);
    await page.goto(c.path);
    await expect(page.getByRole('heading', { level: 2, name: c.heading })).toBeVisible();
    await page.getByRole('checkbox', { name: c.remember }).check();
    await page.getByRole('button', { name: c.accept }).click();
    await expect(page.getByRole('textbox', { name: c.box })).toBeFocused();
    await expect(page.getByTestId('housegpt-count')).toHaveText(c.count(0));

    const first = await ask(page, c.box, c.ask);
    expect(await first.getAttribute('data-kind')).toBe('results');
    expectAllMatch(await cardsOf(page, first), BUDGET);
    await expect(first.getByTestId('housegpt-sources')).toBeAttached();

    const narrower = await ask(page, c.box, c.cheaper);
    const cheaper = await cardsOf(page, narrower);
    expectAllMatch(cheaper, BUDGET * 0.8);
    expect(await totalOf(narrower)).toBeLessThan(await totalOf(first));

    const evaluation = await ask(page, c.box, c.worth(/(S\d+)\.html$/.exec((await narrower.getByTestId('housegpt-card').first().getByRole('link').getAttribute('href')) ?? '')![1]!));
    expect(await evaluation.getAttribute('data-kind')).toBe('evaluation');
    const deals = Number(await evaluation.getByTestId('housegpt-deal-count').textContent());
    expect(deals).toBeGreaterThan(0);
    await expect(evaluation.getByTestId('housegpt-deal')).toHaveCount(deals);
    await expect(page.getByTestId('housegpt-count')).toHaveText(c.count(3));
    if (c.locale === 'en-us') expect(await seriousViolations(page)).toEqual([]);

    await ask(page, c.box, c.other);
    const restart = page.getByRole('button', { name: c.restart });
    await expect(restart).toBeFocused();
    await expect(page.getByRole('textbox', { name: c.box })).toHaveCount(0);
    await restart.click();
    await expect(page.getByTestId('housegpt-count')).toHaveText(c.count(0));
    await expect(page.getByTestId('housegpt-answer')).toHaveCount(0);
    await ask(page, c.box, c.ask);
    await expect(page.getByTestId('housegpt-count')).toHaveText(c.count(1));

    // the choice was remembered for this visitor: the next visit opens the chat at once
    await page.reload();
    await expect(page.getByRole('textbox', { name: c.box })).toBeVisible();
    await expect(page.getByTestId('housegpt-count')).toHaveText(c.count(0));
  });
}
