import { companyInfoRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { required } from '../../lib/loader-utils.server';

export async function loadCompany(context: AppLoadContext, request: Request) {
  return { company: required(await loadFromApi(context, request, companyInfoRoute)) };
}

export type CompanyPageData = Awaited<ReturnType<typeof loadCompany>>;
