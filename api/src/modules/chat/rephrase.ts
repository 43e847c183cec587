/**
 * Optional rephrasing by a language model, only when LLM_BASE_URL and LLM_API_KEY are set (an
 * OpenAI-compatible chat completions service; LLM_MODEL names the model). The model's text is
 * used only if it keeps the facts: every number in it must be one of the original's, and it must
 * keep all of them. Otherwise, on any failure, or after LLM_TIMEOUT_MS, the original text stands.
 */
import type { Language } from './contracts';

const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-hk': 'Traditional Chinese as written in Hong Kong',
  'zh-cn': 'Simplified Chinese',
  'en-us': 'English',
};

/** the numbers of a text, written without separators ('$5,610,000' and '5610000' are one) */
export function numbersOf(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, '')).sort();
}

/** true when the rephrased text states exactly the original's numbers */
export function keepsFacts(original: string, rephrased: string): boolean {
  const a = numbersOf(original);
  const b = numbersOf(rephrased);
  return rephrased.trim().length > 0 && a.length === b.length && a.every((n, i) => n === b[i]);
}

interface Completion { choices?: { message?: { content?: string } }[] }

export async function rephrase(text: string, language: Language, signal: AbortSignal, env = process.env): Promise<string> {
  const base = env.LLM_BASE_URL;
  const key = env.LLM_API_KEY;
  if (!base || !key) return text;
  const timeout = AbortSignal.timeout(Number(env.LLM_TIMEOUT_MS ?? 8000));
  try {
    const res = await fetch(`${base.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: AbortSignal.any([signal, timeout]),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        model: env.LLM_MODEL ?? 'gpt-4o-mini',
        temperature: 0.2,
        messages: [
          { role: 'system', content: `Rewrite the property assistant's answer in friendly ${LANGUAGE_NAMES[language]}. Keep every number, name, date and unit exactly as given; add no fact, number or advice.` },
          { role: 'user', content: text },
        ],
      }),
    });
    if (!res.ok) return text;
    const out = ((await res.json()) as Completion).choices?.[0]?.message?.content ?? '';
    return keepsFacts(text, out) ? out.trim() : text;
  } catch {
    return text;
  }
}
