/**
 * The shell's entry. The federation runtime has just been evaluated and initialised, in this task;
 * the bootstrap chunk (its shared libraries resolved against the share scope, then evaluated)
 * starts in the next one, so the entry script is not one long task (docs/ssr.md, "Start-up").
 */
import { nextTask } from './behaviour/next-task';

void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
