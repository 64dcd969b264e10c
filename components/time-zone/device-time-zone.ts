/** The zone this browser keeps (an IANA name such as "Asia/Kolkata"), or null when it does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
