/**
 * The shell's start-up, in steps that each fit in a short task: the largest libraries the page
 * starts with (react-dom, the router, i18next, then the shared route table and messages, the API
 * client and stores, the UI kit) are evaluated a step per task, with the browser free to paint
 * and take input in between, before ./start runs the site. Evaluated in one go they made one long
 * task (about 150 ms on a phone), the largest part of a server-rendered page's blocking time. All
 * of them are in the entry script already: nothing is downloaded here.
 */
import { nextTask } from './behaviour/next-task';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router');
  await nextTask();
  await Promise.all([import('i18next'), import('react-i18next')]);
  await nextTask();
  // the shared packages the shell starts with (the route table, the messages' setup; the API client
  // with the endpoints and stores it brings; the UI kit), then the shell
  await Promise.all([import('@portal/shared/routing'), import('@portal/shared/i18n')]);
  await nextTask();
  await Promise.all([import('@portal/shared/api'), import('@portal/shared/stores')]);
  await nextTask();
  await import('@portal/shared/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start');
}

void boot();
export {};
