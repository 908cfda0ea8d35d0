import { useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { http } from '../../api/http.js';

export const REFRESH_MS = 3000;
const HISTORY = 60;

/** A monitor's latest sample, refetched every few seconds, and the samples seen so far (for the charts); checked by `answer` when given. */
export function useMonitor<T extends { time?: number }>(key: string, answer?: z.ZodType<T>) {
  const [history, setHistory] = useState<T[]>([]);
  const { data, error } = useSWR(['monitor', key], () => http.get<T>(`/sys/monitor/${key}`, undefined, { answer }).then((r) => r.result), {
    refreshInterval: REFRESH_MS,
    onSuccess: (sample) => setHistory((h) => [...h.slice(-(HISTORY - 1)), sample]),
  });
  return { data, error, history };
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
export const gb = (bytes: number) => Math.round((bytes / 1024 ** 3) * 100) / 100;
export const clock = (t?: number) => (t ? new Date(t).toLocaleTimeString('zh-CN', { hour12: false }) : '');
