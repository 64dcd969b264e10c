import "server-only";
export { getDb as db } from "@/db/client";
