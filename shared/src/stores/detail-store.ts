/** The detail state group (spec 3.5): what a listing detail page shares between its parts. */
import { create } from 'zustand';

export interface DetailState {
  evaluation: unknown;
  agentInfo: unknown;
  companyInfo: unknown;
  messages: unknown[];
  messageCount: number;
  setEvaluation(evaluation: unknown): void;
  setAgentInfo(agentInfo: unknown): void;
  setCompanyInfo(companyInfo: unknown): void;
  setMessages(messages: unknown[], count?: number): void;
  /** leaving a detail page: nothing of it lingers on the next one */
  resetDetail(): void;
}

export const initialDetailState = {
  evaluation: null,
  agentInfo: null,
  companyInfo: null,
  messages: [],
  messageCount: 0,
} satisfies Partial<DetailState>;

export const useDetailStore = create<DetailState>()((set) => ({
  ...initialDetailState,
  setEvaluation: (evaluation) => set({ evaluation }),
  setAgentInfo: (agentInfo) => set({ agentInfo }),
  setCompanyInfo: (companyInfo) => set({ companyInfo }),
  setMessages: (messages, count) => set({ messages, messageCount: count ?? messages.length }),
  resetDetail: () => set(initialDetailState),
}));
