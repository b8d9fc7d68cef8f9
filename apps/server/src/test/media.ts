import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What ffprobe says about a video's container and streams (tests run it only where ffmpeg is installed). */
export function ffprobe(bytes: Buffer): {
  format: { duration: string };
  streams: Array<{ codec_name: string; width?: number; height?: number }>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'clearsight-probe-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, bytes);
    const out = execFileSync('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    return JSON.parse(out.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** The cues of a WebVTT file; throws on anything a player would reject (no header, a bad timing line). */
export function parseVtt(text: string): Array<{ start: number; end: number; text: string }> {
  const blocks = text.replace(/\r\n/g, '\n').trim().split(/\n\n+/);
  if (!/^WEBVTT( |$)/.test(blocks[0]!)) throw new Error('not WebVTT: the header is missing');
  return blocks.slice(1).map((block) => {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    const m = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})$/.exec(lines[at] ?? '');
    if (!m) throw new Error(`not a cue timing: ${lines[at]}`);
    return { start: seconds(m[1]!), end: seconds(m[2]!), text: lines.slice(at + 1).join('\n') };
  });
}
