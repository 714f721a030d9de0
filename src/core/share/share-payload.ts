import * as z from 'zod/mini';
import { birthFieldsSchema, conventionsSchema } from '../chart/birth-schemas';

/**
 * What a share link carries: the birth data, the analysis type and the conventions — not the chart, which the
 * engine recomputes exactly, so links stay short and cannot smuggle in a fabricated reading.
 */
export const sharePayloadSchema = z.object({
  v: z.literal(1),
  t: z.enum(['bazi', 'astrology']),
  u: birthFieldsSchema,
  c: conventionsSchema,
});
export type SharePayload = z.infer<typeof sharePayloadSchema>;

/** Query parameter that holds the payload (src/app/guards.ts reads the same name). */
export const SHARE_PARAM = 'd';

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** Payload → URL-safe base64 of its UTF-8 JSON. */
export function encodeSharePayload(p: SharePayload): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(p)));
}

/** URL text → a validated payload, or null for anything malformed or tampered with. Never throws. */
export function decodeSharePayload(text: string | null | undefined): SharePayload | null {
  if (!text || text.length > 4000) return null;
  try {
    const json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(text)));
    const checked = sharePayloadSchema.safeParse(json);
    if (!checked.success) return null;
    const [y, m, d] = checked.data.u.birthdate.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(2000, m - 1, d));
    date.setUTCFullYear(y);
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1800 || y > 2200) return null;
    return checked.data;
  } catch {
    return null;
  }
}
