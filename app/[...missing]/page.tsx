import { connection } from "next/server";
import { notFound } from "next/navigation";

/**
 * Any address no route claims. Without this, Next would answer it with the not-found page it
 * built as a file, whose scripts carry no nonce and would meet proxy.ts's nonce policy. Here
 * the not-found page is rendered for the request, nonce and all.
 */
export default async function Missing(): Promise<never> {
  await connection();
  notFound();
}
