/**
 * A throw-away copy of the repository's working tree (the files git tracks or would track, as
 * they are now) with the installed packages linked in, not installed again: the root
 * node_modules' entries are links to the real ones, except the workspaces (@portal/*), which point
 * into the copy so that it builds and tests its own sources.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function copyRepo(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-new-remote-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 << 20 });
  for (const file of listed.toString('utf8').split('\0')) {
    const from = path.join(root, file);
    if (!file || !fs.existsSync(from) || !fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@portal') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(root, 'node_modules/@portal'))) {
    const target = fs.readlinkSync(path.join(root, 'node_modules/@portal', entry));
    fs.symlinkSync(target, path.join(modules, '@portal', entry));
  }
  return copy;
}

/** links the new workspace as npm install would */
export function linkWorkspace(copy: string, dir: string): void {
  fs.symlinkSync(path.join('..', '..', dir), path.join(copy, 'node_modules/@portal', dir));
}
