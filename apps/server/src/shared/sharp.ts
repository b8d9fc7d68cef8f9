import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | null = null;

/**
 * sharp and its libvips, loaded the first time an image is re-encoded or resized. They take about 20 MB of memory
 * once loaded, which a process that serves pages and no new images never needs (docs/performance.md).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
