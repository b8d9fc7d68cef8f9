import { z } from 'zod';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';
import { CONTENT_MAX, TocItem } from './shared.contract.js';

/** The editor's preview: markdown rendered exactly as a saved topic would be. */

export const RenderedMarkdown = z.object({ html: z.string(), toc: z.array(TocItem) });

export const markdownPreviewRoute = defineRoute({
  method: 'POST',
  path: '/forum/preview',
  summary: 'Render markdown exactly as a saved topic would be (sanitised HTML and toc)',
  tags,
  access: 'member',
  body: z.object({ content: z.string().max(CONTENT_MAX) }),
  response: RenderedMarkdown,
});
