import { z } from "zod";

/** One of the person's signed-in devices, as the "Sign out" button of its row sends it. */
export const endDeviceSchema = z.object({
  sessionId: z.uuid({ error: "Choose a device to sign out." }),
});
