import {
  CHAT_GROUP_PRICE_DEFAULT,
  CHAT_PRICE_SETTING,
  configListRoute,
  drawGameRoute,
  type DrawGameConfig,
  fromCents,
  levelListRoute,
  parseChatGroupPrice,
  WELCOME_GRANT_SETTING,
  welcomeGrantCents,
} from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { optional } from '../../lib/loader-utils.server';
import { toConfigMap } from '../../lib/site-config';

/** One row of the level table as the start page shows it. */
export interface StartLevel {
  level: number;
  name: string;
  nameEn: string;
  minExperience: number;
}

/** The wheel's cost and the range of what it can pay (prizes that can be drawn: weight above 0). */
function wheelFigures(game: DrawGameConfig): { cost: number; min: number; max: number } {
  const values = game.prizes.filter((p) => p.weight > 0).map((p) => p.value);
  return { cost: game.cost, min: Math.min(...values, 0), max: Math.max(...values, 0) };
}

/**
 * The numbers staff can change, read where they live (the level table, the wheel's cost, the room's price, the
 * welcome grant), so the start page never tells a newcomer yesterday's rules. Each falls back to what the server
 * itself would use when it cannot be read.
 */
export async function loadStartPage(context: AppLoadContext, request: Request) {
  const [levels, wheel, config] = await Promise.all([
    loadFromApi(context, request, levelListRoute, { query: { skipCount: 0, maxResultCount: 50 } }),
    loadFromApi(context, request, drawGameRoute, { params: { game: 'wheel' } }),
    loadFromApi(context, request, configListRoute),
  ]);
  const settings = toConfigMap(optional(config, { items: [] }).items);
  const levelRows: StartLevel[] = optional(levels, { items: [], totalCount: 0 }).items.map((l) => ({
    level: l.currentLevel,
    name: l.name,
    nameEn: l.nameEn,
    minExperience: l.minExperience,
  }));
  return {
    levels: levelRows,
    /** Null when the wheel is switched off or cannot be read: the page then names no price. */
    wheel: wheel.ok && wheel.data.enabled ? wheelFigures(wheel.data) : null,
    chatPrice: parseChatGroupPrice(settings[CHAT_PRICE_SETTING] ?? '') ?? CHAT_GROUP_PRICE_DEFAULT,
    welcomeGrant: fromCents(welcomeGrantCents(settings[WELCOME_GRANT_SETTING])),
  };
}

export type StartPageData = Awaited<ReturnType<typeof loadStartPage>>;
