import { bbsUserRoute, commentByUserRoute, discussByUserRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { notFound, queryEnum, required } from '../../lib/loader-utils.server';
import { OWN_TABS, PROFILE_PAGE_SIZE, PUBLIC_TABS, type ProfilePageData } from './profile-types';

/** `/profile/:userName` — the public member card and the first page of the chosen tab. */
export async function loadProfilePage(
  context: AppLoadContext,
  request: Request,
  params: { userName: string },
): Promise<ProfilePageData> {
  const userName = params.userName;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(userName)) notFound();
  const search = new URL(request.url).searchParams;
  const tab = queryEnum(search, 'tab', [...PUBLIC_TABS, ...OWN_TABS]) ?? 'topics';
  const page = pageOf(search);
  const paging = { skipCount: (page - 1) * PROFILE_PAGE_SIZE, maxResultCount: PROFILE_PAGE_SIZE };
  const [card, topics, comments] = await Promise.all([
    loadFromApi(context, request, bbsUserRoute, { params: { id: userName } }),
    tab === 'topics'
      ? loadFromApi(context, request, discussByUserRoute, { params: { userName }, query: paging })
      : null,
    tab === 'comments'
      ? loadFromApi(context, request, commentByUserRoute, { params: { userName }, query: paging })
      : null,
  ]);
  return {
    userName,
    card: required(card),
    tab,
    page,
    topics: topics && topics.ok ? topics.data : null,
    comments: comments && comments.ok ? comments.data : null,
  };
}
