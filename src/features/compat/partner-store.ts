import * as z from 'zod/mini';
import { safeLocalStorage } from '../../shared/lib/storage';
import { PARTNER_KEY, type UserData } from '../../shared/stores/app-types';
import { userDataSchema } from '../../shared/stores/schemas';

/** What is stored under PARTNER_KEY: the partner's birth data, as the form built it, and when it was saved. */
const partnerRecordSchema = z.object({
  version: z.literal(1),
  userData: userDataSchema,
  savedAt: z.string(),
});

/**
 * The partner kept on this device, or null. A record this version cannot read is left alone (a newer version may
 * have written it); saving a partner replaces it, and "delete my data" in the settings removes it.
 */
export function loadPartner(): UserData | null {
  const raw = safeLocalStorage.getItem(PARTNER_KEY);
  if (raw === null) return null;
  try {
    const parsed = partnerRecordSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.userData as UserData;
  } catch {
    // not JSON
  }
  console.warn(`The stored "${PARTNER_KEY}" could not be read.`);
  return null;
}

/** Keeps the partner on this device; false when storage refused it (private mode, full), which the page says. */
export function savePartner(user: UserData): boolean {
  return safeLocalStorage.setItem(
    PARTNER_KEY,
    JSON.stringify({ version: 1, userData: user, savedAt: new Date().toISOString() }),
  );
}

/** "Forget this person": removes the stored partner. */
export function forgetPartner(): void {
  safeLocalStorage.removeItem(PARTNER_KEY);
}
