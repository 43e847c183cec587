import { getRoute } from '@portal/shared/routing';
import { GuardRedirect, runGuards, ROUTE_MIDDLEWARE, type GuardContext } from './guards';

function ctx(routeName: Parameters<typeof getRoute>[0], signedIn = false): GuardContext & { applied: string[] } {
  const applied: string[] = [];
  return {
    route: getRoute(routeName),
    locale: 'en-us',
    url: new URL('http://site/en-us/member?tab=1'),
    signedIn,
    applyLocale: async (l) => {
      applied.push(l);
    },
    applied,
  };
}

describe('route guards', () => {
  it('runs the language check before each route', async () => {
    const c = ctx('buyList');
    await runGuards(ROUTE_MIDDLEWARE, c);
    expect(c.applied).toEqual(['en-us']);
  });

  it('sends a visitor on a member route to sign-in, with the way back', async () => {
    let thrown: unknown;
    try {
      await runGuards(ROUTE_MIDDLEWARE, ctx('memberCentre'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(GuardRedirect);
    expect((thrown as GuardRedirect).to).toBe('/en-us/member/sign-in?redirect=%2Fen-us%2Fmember%3Ftab%3D1');
  });

  it('lets a member through', async () => {
    await expect(runGuards(ROUTE_MIDDLEWARE, ctx('memberCentre', true))).resolves.toBeUndefined();
  });

  it("fails with 500 'Unknown middleware' for a name without a guard", async () => {
    await expect(runGuards(['auth', 'paywall'], ctx('home'))).rejects.toMatchObject({ statusCode: 500, message: 'Unknown middleware: paywall' });
    await expect(runGuards(['toString'], ctx('home'))).rejects.toMatchObject({ statusCode: 500 });
  });
});
