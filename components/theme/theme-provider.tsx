"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

export const THEME_DEFAULTS = {
  bgColor: "#FCF8F1",
  secColor: "#3F7466",
  elementOverlay: "#fff",
} as const;

export type ThemeValue = {
  bgColor: string;
  setBgColor: (value: string) => void;
  secColor: string;
  setSecColor: (value: string) => void;
  moodElement: string | null;
  setMoodElement: (value: string | null) => void;
  bodyType: string | null;
  setBodyType: (value: string | null) => void;
  elementOverlay: string;
  setElementOverlay: (value: string) => void;
};

const ThemeContext = createContext<ThemeValue | null>(null);

/** Page colours, the chosen mood element and the body type, shared by every screen. */
export function ThemeProvider({
  children,
  initialBodyType = null,
  initialMoodElement = null,
}: {
  children: ReactNode;
  initialBodyType?: string | null;
  initialMoodElement?: string | null;
}) {
  const [bgColor, setBgColor] = useState<string>(THEME_DEFAULTS.bgColor);
  const [secColor, setSecColor] = useState<string>(THEME_DEFAULTS.secColor);
  const [moodElement, setMoodElement] = useState<string | null>(initialMoodElement);
  const [bodyType, setBodyType] = useState<string | null>(initialBodyType);
  const [elementOverlay, setElementOverlay] = useState<string>(THEME_DEFAULTS.elementOverlay);

  const value = useMemo(
    () => ({
      bgColor,
      setBgColor,
      secColor,
      setSecColor,
      moodElement,
      setMoodElement,
      bodyType,
      setBodyType,
      elementOverlay,
      setElementOverlay,
    }),
    [bgColor, secColor, moodElement, bodyType, elementOverlay],
  );

  return (
    <ThemeContext.Provider value={value}>
      <div
        className="flex min-h-dvh flex-col"
        // The chosen element tints the page through a translucent overlay colour (about 0.06-0.07, docs/decisions/0000-the-original-app.md §9).
        style={{
          backgroundColor: bgColor,
          backgroundImage: elementOverlay === THEME_DEFAULTS.elementOverlay ? undefined : `linear-gradient(${elementOverlay}, ${elementOverlay})`,
        }}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The theme; throws when used outside <ThemeProvider> so a missing provider is caught at once. */
export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
