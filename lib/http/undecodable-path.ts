import { NextResponse } from "next/server";

// Next decodes each dynamic segment of a path with decodeURIComponent and answers a 500 when it
// throws: a stray "%", or an escape that is not UTF-8 ("%ED%A0%80", a lone surrogate). No link of
// the app makes such an address; proxy.ts answers it with a 400 that says so, before Next routes it.

/** A 400 for a path that percent-decoding refuses, or null. */
export function refuseUndecodablePath(pathname: string): NextResponse | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return NextResponse.json(
      { message: "This address cannot be read: it holds an escape (%) that is not valid." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
}
