/**
 * Module Federation runtime plugin of the shell: loading a remote module is a chain of promises
 * (a shared library resolved against the share scope, the remote's entry initialised, its
 * module's chunks requested, the module evaluated), and a chain of promises runs to its end in
 * one task. On a phone the chain after a remote's entry arrived was one task of 120-200 ms, and
 * the shell's start-up had another. Each step here starts in a task of its own, so the browser
 * paints and answers input between them (docs/ssr.md, "Start-up").
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../behaviour/next-task';

async function inNextTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'harbourhome-yield',
    beforeLoadShare: inNextTask,
    beforeInitContainer: inNextTask,
    beforeGetExpose: inNextTask,
    beforeExecuteFactory: inNextTask,
  };
}
