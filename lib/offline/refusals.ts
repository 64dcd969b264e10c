/**
 * Why the server did not keep an item written offline, as the device shows it to the person who
 * wrote it (the offline page's list). Their Hindi is in the ServerMessages catalogue
 * (lib/i18n/server-messages.ts).
 */
export const ITEM_NOT_KEPT = "This could not be saved as it is.";
export const ITEM_ID_IN_USE = "This item's id is already in use. Please write it again.";
