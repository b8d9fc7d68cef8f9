export function modelHref(id: string): string {
  return `/materialDetails?id=${encodeURIComponent(id)}`;
}

export function contactSalesHref(modelId?: string): string {
  return modelId ? `/contactus?model=${encodeURIComponent(modelId)}` : '/contactus';
}
