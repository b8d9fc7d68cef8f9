import { drawGamesRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../../lib/api.server';

/** `/activity/lucky`: the games' tables are public, so they come with the page. */
export async function loadLuckyPage(context: AppLoadContext, request: Request) {
  const games = await loadFromApi(context, request, drawGamesRoute);
  return { games: games.ok ? games.data.items : null };
}
