"use client";

import dynamic from "next/dynamic";

/**
 * The greeting flow is loaded as its own chunk: motion and the companion are only for signed-in
 * people, so a visitor's / never downloads them. Its server render is the opening screen.
 */
export const Greeting = dynamic(() => import("./greeting-flow").then((mod) => mod.GreetingFlow));
