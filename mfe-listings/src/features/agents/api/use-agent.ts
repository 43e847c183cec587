import { useApi } from '@portal/shared/api';
import { getAgent } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** GetAgent: an agent's or partner's card. */
export function useAgent(agentId: number, locale: Locale) {
  return useApi(getAgent, { query: { agentId }, language: locale });
}
