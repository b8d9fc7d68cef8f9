import type { AppConfig } from '../../config.js';
import type { AssistantProvider } from './assistant.js';
import { createOpenAiAssistant } from './assistant.openai.js';
import { createSiteAssistant, type SiteSearch } from './assistant.site.js';

/**
 * The assistant the site runs with: the configured OpenAI-compatible service when `AI_BASE_URL`,
 * `AI_API_KEY` and `AI_MODEL` are all set, otherwise the one that answers from the site's own content.
 */
export function createAssistantProvider(ai: AppConfig['ai'], search: SiteSearch): AssistantProvider {
  if (ai.baseUrl && ai.apiKey && ai.model) {
    return createOpenAiAssistant({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model });
  }
  return createSiteAssistant({ search });
}
