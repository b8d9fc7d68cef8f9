import type { AppConfig } from '../../config.js';
import type { AssistantProvider } from './assistant.js';
import { createOpenAiAssistant } from './assistant.openai.js';
import { createSiteAssistant, type SiteSearch } from './assistant.site.js';
import type { AssistantCatalogue } from './assistant-catalogue.js';

/**
 * The assistant the site runs with: the configured OpenAI-compatible service when `AI_BASE_URL`,
 * `AI_API_KEY` and `AI_MODEL` are all set, otherwise the one that answers from the site's own content.
 * Both read the catalogue for product questions: the model is given its facts, the site composes from them.
 */
export function createAssistantProvider(
  ai: AppConfig['ai'],
  search: SiteSearch,
  catalogue?: AssistantCatalogue,
): AssistantProvider {
  if (ai.baseUrl && ai.apiKey && ai.model) {
    return createOpenAiAssistant({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, catalogue });
  }
  return createSiteAssistant({ search, catalogue });
}
