"use client";

import dynamic from "next/dynamic";

/**
 * The contact form as its own chunk: it is server-rendered as usual, but its code
 * (react-hook-form and the schema) follows the reading text instead of holding up /knowledge.
 */
export const ContactForm = dynamic(() => import("./contact-form").then((mod) => mod.ContactForm));
