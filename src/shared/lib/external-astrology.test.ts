import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import {
  API_DISABLED,
  checkApiHealth,
  crossCheckOn,
  ExternalApiError,
  externalApiBase,
  fetchExternalLongitudes,
} from './external-astrology';

const chart = computeChart(
  parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
);
const birth = { utc: chart.utc, lat: chart.place.lat, lng: chart.place.lng };
const ON = { astrologyApiEnabled: true, useExternalAstrologyApi: true };
const OFF = { astrologyApiEnabled: false, useExternalAstrologyApi: true };

/** A fake chart service on 127.0.0.1: answers as `mode` says and records what it was sent. */
let server: Server;
let base: string;
let mode: 'ok' | 'error' | 'garbage' | 'hang' = 'ok';
const received: { method?: string; url?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, body });
      if (mode === 'hang') return; // never answers
      if (mode === 'error') return void res.writeHead(503).end('down');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (mode === 'garbage') return void res.end('{"points": {"sun": {"longitude": "high"}}}');
      if (req.url === '/v1/health') return void res.end('{"ok": true}');
      // Our own Sun, 1.5″ further on; the Moon on the other side of 0° from a wrapped value.
      res.end(
        JSON.stringify({
          points: {
            sun: { longitude: chart.bodies.sun.longitude + 1.5 / 3600 },
            moon: { longitude: chart.bodies.moon.longitude + 360 },
          },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('the external chart service adapter against a fake service (issue 16 §7)', () => {
  it('is off unless the build configures an http(s) address and the user enables it', () => {
    expect(externalApiBase(undefined)).toBeNull();
    expect(externalApiBase('  ')).toBeNull();
    expect(externalApiBase('ftp://x.example')).toBeNull();
    expect(externalApiBase('https://api.example.com/chart/')).toBe('https://api.example.com/chart');
    expect(crossCheckOn(ON, null)).toBe(false);
    expect(crossCheckOn(OFF, base)).toBe(false);
    expect(crossCheckOn({ ...ON, useExternalAstrologyApi: false }, base)).toBe(false);
    expect(crossCheckOn(ON, base)).toBe(true);
  });

  it("reports not healthy with 'API未启用' when disabled, and sends nothing", async () => {
    const before = received.length;
    expect(await checkApiHealth(OFF, { base })).toEqual({ healthy: false, reason: API_DISABLED });
    expect(await checkApiHealth(ON, { base: null })).toEqual({ healthy: false, reason: API_DISABLED });
    await expect(fetchExternalLongitudes(birth, OFF, { base })).rejects.toMatchObject({
      reason: API_DISABLED,
    });
    expect(received.length).toBe(before);
  });

  it('checks health and fetches the longitudes when enabled', async () => {
    mode = 'ok';
    expect(await checkApiHealth(ON, { base })).toEqual({ healthy: true });
    const longitudes = await fetchExternalLongitudes(birth, ON, { base });
    expect(longitudes.sun).toBeCloseTo(chart.bodies.sun.longitude + 1.5 / 3600, 9);
    expect(longitudes.moon).toBeCloseTo(chart.bodies.moon.longitude, 9);
    const post = received.at(-1);
    expect(post).toMatchObject({ method: 'POST', url: '/v1/positions' });
    // The birth moment and place, and nothing else (no name, no gender).
    expect(JSON.parse(post?.body ?? '')).toEqual(birth);
  });

  it.each([
    ['error', 'badResponse'],
    ['garbage', 'badResponse'],
  ] as const)('a service that answers %s fails with %s (the caller keeps our chart)', async (m, reason) => {
    mode = m;
    await expect(fetchExternalLongitudes(birth, ON, { base })).rejects.toBeInstanceOf(ExternalApiError);
    await expect(fetchExternalLongitudes(birth, ON, { base })).rejects.toMatchObject({ reason });
    expect(await checkApiHealth(ON, { base })).toEqual({ healthy: false, reason });
  });

  it('a service that never answers times out; one that is not there is unreachable', async () => {
    mode = 'hang';
    await expect(fetchExternalLongitudes(birth, ON, { base, timeoutMs: 300 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(await checkApiHealth(ON, { base: 'http://127.0.0.1:9/x', timeoutMs: 2000 })).toEqual({
      healthy: false,
      reason: 'unreachable',
    });
  });
});
