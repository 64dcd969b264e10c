/** A message's plain `{name}` arguments filled in; an argument with no value is left as it is. Pure. */
export function fillIn(message: string, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
