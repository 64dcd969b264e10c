"use client";

import { useEffect, useId, useState, type InputHTMLAttributes } from "react";
import { Avatar } from "@/components/layout/avatar";
import { useWords } from "@/components/i18n/words-context";

/**
 * The image part of Edit Profile: a preview (the chosen file, else the current image, else the
 * initials), a native file input (keyboard and screen-reader friendly as it is, and posted with
 * the form) and a checkbox to remove the current image. The file is judged by the form's schema, not here.
 */
export function ProfileImageField({
  current,
  initials,
  error,
  onChoose,
  remove,
}: {
  current: string | null;
  initials: string;
  error?: string;
  onChoose: (file: File | undefined) => void;
  /** The remove checkbox's props, while there is a current image and no new one is chosen. */
  remove?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const t = useWords("ProfileForms");
  const id = useId();
  // An object URL of the chosen file, released when replaced and when the field goes away.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const preview = chosen && !error ? chosen : null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t("imageLabel")}
      </label>
      <div className="flex items-center gap-4">
        <Avatar initials={initials} image={preview ?? current} size={64} />
        <input
          id={id}
          name="image"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setChosen(file ? URL.createObjectURL(file) : null);
            onChoose(file);
          }}
          className="min-h-12 w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-accent/40 file:bg-white file:px-4 file:font-semibold file:text-accent hover:file:bg-accent-soft"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("imageHint")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {remove && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start text-ink">
          <input type="checkbox" className="size-5 accent-accent" {...remove} />
          {t("imageRemove")}
        </label>
      )}
    </div>
  );
}
