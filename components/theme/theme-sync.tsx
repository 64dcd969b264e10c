"use client";

import { useEffect } from "react";
import { ELEMENT_INFO, elementTint, isMoodElement, type MoodElementName } from "@/lib/mood/elements";
import { THEME_DEFAULTS, useTheme, type ThemeValue } from "./theme-provider";

/** localStorage key of the chosen element (docs/decisions/0000-the-original-app.md §9). */
const MOOD_ELEMENT_KEY = "moodElement";

/** Puts an element into the theme: the page tint and the link colour follow it. */
export function applyElement(theme: Pick<ThemeValue, "setMoodElement" | "setElementOverlay" | "setSecColor">, element: MoodElementName | null) {
  theme.setMoodElement(element);
  theme.setElementOverlay(element ? elementTint(element) : THEME_DEFAULTS.elementOverlay);
  theme.setSecColor(element ? ELEMENT_INFO[element].ink : THEME_DEFAULTS.secColor);
}

/** Remembers the element in the browser too (the original app's key `moodElement`, docs/decisions/0000-the-original-app.md §9), so the tint survives a reload anywhere. */
export function rememberElement(element: MoodElementName) {
  try {
    window.localStorage.setItem(MOOD_ELEMENT_KEY, element);
  } catch {
    // Private mode: the server copy still holds it.
  }
}

function rememberedElement(): MoodElementName | null {
  try {
    const value = window.localStorage.getItem(MOOD_ELEMENT_KEY);
    return isMoodElement(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Hands what the server knows (body type, the element chosen today) to the theme context. Only
 * that element is the theme's `moodElement`, which the Journal button tags a new entry with; the
 * one remembered in this browser (from another day, or another account on a shared phone) only
 * tints the page, so no entry is ever tagged with an element nobody chose today.
 */
export function ThemeSync({ bodyType, element }: { bodyType?: string; element: MoodElementName | null }) {
  const theme = useTheme();
  const { setBodyType, setMoodElement, setElementOverlay, setSecColor } = theme;
  useEffect(() => {
    // A page that does not know the body type leaves the one already in the theme alone.
    if (bodyType !== undefined) setBodyType(bodyType);
    if (element) return applyElement({ setMoodElement, setElementOverlay, setSecColor }, element);
    // None today: an element kept in the theme from earlier in this tab is not today's either.
    setMoodElement(null);
    const remembered = rememberedElement();
    if (remembered) applyElement({ setMoodElement: () => {}, setElementOverlay, setSecColor }, remembered);
  }, [bodyType, element, setBodyType, setMoodElement, setElementOverlay, setSecColor]);
  return null;
}
