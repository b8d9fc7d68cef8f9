import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadStartPage } from './start-page.server';

/** A loader context whose API answers by path (the prefix is stripped), 404 for anything else. */
function contextAnswering(answers: Record<string, unknown>): AppLoadContext {
  const apiFetch = async (path: string) => {
    const key = Object.keys(answers).find((p) => path.split('?')[0]!.endsWith(p));
    return key === undefined ? { status: 404, json: () => ({}) } : { status: 200, json: () => answers[key] };
  };
  return { apiFetch } as unknown as AppLoadContext;
}

const prize = (value: number, weight: number) => ({
  value,
  weight,
  text: String(value),
  textEn: '',
  image: null,
  background: '#fff',
  fontColor: '#000',
});

describe('the start page’s figures', () => {
  it('come from the level table, the wheel’s game, the room’s price and the welcome grant that staff set', async () => {
    const data = await loadStartPage(
      contextAnswering({
        '/level': {
          items: [
            {
              id: 'a',
              currentLevel: 1,
              minExperience: 0,
              name: '见习',
              nick: '',
              nameEn: 'Trainee',
              nickEn: '',
              logo: null,
            },
          ],
          totalCount: 1,
        },
        '/lucky/wheel': {
          game: 'wheel',
          cost: 20,
          enabled: true,
          prizes: [prize(0, 5), prize(888, 1), prize(5000, 0)],
        },
        '/config': {
          items: [
            { configKey: 'bbs.chat.groupPrice', configValue: '0.5' },
            { configKey: 'bbs.money.welcome-grant', configValue: '0' },
          ],
        },
      }),
      new Request('http://x/start'),
    );
    expect(data).toEqual({
      levels: [{ level: 1, name: '见习', nameEn: 'Trainee', minExperience: 0 }],
      // A prize of weight 0 can never be drawn, so it is not the top of the range.
      wheel: { cost: 20, min: 0, max: 888 },
      chatPrice: 0.5,
      welcomeGrant: 0,
    });
  });

  it('fall back to what the server would use when a setting is unset, and name no wheel when it is off', async () => {
    const data = await loadStartPage(
      contextAnswering({
        '/lucky/wheel': { game: 'wheel', cost: 50, enabled: false, prizes: [prize(10, 1)] },
        '/config': { items: [] },
      }),
      new Request('http://x/start'),
    );
    expect(data).toMatchObject({ levels: [], wheel: null, chatPrice: 1, welcomeGrant: 10 });
  });
});
