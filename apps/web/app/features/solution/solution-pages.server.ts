import { solutionDetailRoute, solutionTypeDetailRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { notFound, required } from '../../lib/loader-utils.server';

export async function loadSolutionType(context: AppLoadContext, request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (!id) notFound();
  return { type: required(await loadFromApi(context, request, solutionTypeDetailRoute, { params: { id } })) };
}

export async function loadSolution(context: AppLoadContext, request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (!id) notFound();
  return { solution: required(await loadFromApi(context, request, solutionDetailRoute, { params: { id } })) };
}

export type SolutionPageData = Awaited<ReturnType<typeof loadSolution>>;

export type SolutionTypePageData = Awaited<ReturnType<typeof loadSolutionType>>;
