import { render, screen } from '@testing-library/react';
import { setupTestI18n } from './test-i18n';
import { UI_LABELS, useUiLabels } from './ui-labels';

it('has every label in all three languages', () => {
  const keys = Object.keys(UI_LABELS['zh-hk']).sort();
  for (const table of Object.values(UI_LABELS)) {
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  }
  expect(UI_LABELS['zh-cn'].close).not.toBe(UI_LABELS['zh-hk'].close);
});

function Probe() {
  return <p>{useUiLabels().retry}</p>;
}

it.each([
  ['zh-HK', '重試'],
  ['zh-hk', '重試'],
  ['zh-TW', '重試'],
  ['zh-CN', '重试'],
  ['zh-Hans', '重试'],
  ['en', 'Try again'],
  ['en-US', 'Try again'],
])('follows the i18next language %s', async (language, text) => {
  await setupTestI18n(language);
  render(<Probe />);
  expect(screen.getByText(text)).toBeInTheDocument();
});
