"use client";

import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { ElementCarousel } from "./mood/element-carousel";
import { applyElement, rememberElement } from "@/components/theme/theme-sync";
import { useTheme } from "@/components/theme/theme-provider";
import { Modal, type ModalFrame } from "@/components/ui/modal";
import { chooseElementAction } from "../actions";
import { useWords } from "@/components/i18n/words-context";
import { isMoodElement, type MoodElementName } from "@/lib/mood/elements";

/** Element Swap: the carousel; a choice is saved on the server and in this browser and tints the page. */
export function ElementDialog({ onChosen, ...frame }: ModalFrame & { onChosen: (element: MoodElementName) => void }) {
  const theme = useTheme();
  const t = useWords("Daily");
  const [busy, setBusy] = useState(false);

  async function choose(element: MoodElementName) {
    setBusy(true);
    try {
      const result = await chooseElementAction({ element });
      if (!result.ok) {
        notify("error", result.message);
        return;
      }
      rememberElement(element);
      applyElement(theme, element);
      onChosen(element);
    } catch {
      notify("error", t("elementUnreachable"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal {...frame} title={t("elementSwap")} description={t("elementQuestion")}>
      <ElementCarousel initial={isMoodElement(theme.moodElement) ? theme.moodElement : null} onChoose={choose} busy={busy} />
    </Modal>
  );
}
