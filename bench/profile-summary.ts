/**
 * Bottom-up self time of a V8 `.cpuprofile` (node --cpu-prof): the functions where the samples landed,
 * and the same grouped by where the code lives (our src/, a package, Node's internals, native/GC).
 * `tsx bench/profile-summary.ts <file.cpuprofile> [top=40] [--from=s --to=s]`: with --from/--to only
 * the samples in that window of the profile (seconds from its start), e.g. the measured run alone;
 * with --last=s only the last seconds (bench:tax stops a server right after its last measured run).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, to: { type: 'string' }, last: { type: 'string' } } });
const [file, topArg] = positionals;
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top] [--from s] [--to s]');
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** Where a frame's code lives: our source, a package, Node itself, or V8 (GC, the program, idle). */
function placeOf(url: string, name: string): string {
  if (url === '') return `(${name || 'native'})`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const src = /\/(src|bench|test)\/(.*)$/.exec(url);
  return src ? `${src[1]}/${src[2]}` : url;
}

const length = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const from = values.last !== undefined ? length - Number(values.last) * 1e6 : values.from === undefined ? -Infinity : Number(values.from) * 1e6;
const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;
const selfByFrame = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
let at = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  if (at < from || at > to) return;
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') return;
  const place = placeOf(url, functionName);
  const frame = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
  selfByFrame.set(frame, (selfByFrame.get(frame) ?? 0) + delta);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + delta);
  total += delta;
});

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title} (busy ${(total / 1e6).toFixed(2)} s)`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('self time by place', selfByPlace);
print('self time by function', selfByFrame);
