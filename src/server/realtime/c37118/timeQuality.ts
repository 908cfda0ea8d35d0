/**
 * The time quality of a sample in one byte (0: clock locked, nothing to say), from the message
 * time quality (FRACSEC bits 31–24) and the STAT word:
 * - bits 3–0: the time quality code (0 locked, 1–0xB time error below 10^(n−10) s, 0xF clock failure);
 * - bits 5–4: STAT bits 5–4, how long the clock has been unlocked (10 s, 100 s, 1,000 s and more);
 * - bit 6: leap second pending; bit 7: leap second occurred (within the last day).
 */
export const timeFlags = (timeQuality: number, stat: number): number => (timeQuality & 0x0f) | (((stat >> 4) & 3) << 4) | (((timeQuality >> 4) & 3) << 6);

/** The PMU's clock is not locked to UTC: unlocked for 10 s or more, or the clock has failed. */
export const clockUnlocked = (flags: number): boolean => (flags & 0x30) !== 0 || (flags & 0x0f) === 0x0f;
