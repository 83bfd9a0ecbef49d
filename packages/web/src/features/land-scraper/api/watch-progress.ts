import type { ScrapeProgress } from '@land-office/contract';
import { useEffect, useState } from 'react';
import { session } from '../../../lib/session';

/**
 * Reads the progress stream (Server-Sent Events) with fetch rather than EventSource, because
 * EventSource cannot send the bearer token and a token never goes into a URL.
 */
export async function watchProgress(onProgress: (progress: ScrapeProgress) => void, signal: AbortSignal) {
  const token = session.get()?.token;
  const response = await fetch('/api/land-scraper/progress', {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (response.status === 401 && token) session.clear();
  if (!response.ok || !response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event?.name === 'progress') onProgress(JSON.parse(event.data) as ScrapeProgress);
      end = buffer.indexOf('\n\n');
    }
  }
}

function parseEvent(block: string): { name: string; data: string } | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length > 0 ? { name, data: data.join('\n') } : null;
}

/** The latest progress while `enabled` (a run under way); null before the first event. */
export function useScrapeProgress(enabled: boolean): ScrapeProgress | null {
  const [progress, setProgress] = useState<ScrapeProgress | null>(null);
  useEffect(() => {
    if (!enabled) return;
    setProgress(null);
    const controller = new AbortController();
    // A lost stream only costs the bar its detail; the run's own answer still arrives.
    watchProgress(setProgress, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [enabled]);
  return enabled ? progress : null;
}
