import { getTranslations } from "next-intl/server";
import { ProgressBar } from "@/components/ui/progress-bar";

/** "{done} of {total} skills done" with a bar, for a habit card. */
export async function HabitProgress({ name, done, total }: { name: string; done: number; total: number }) {
  const t = await getTranslations("Practice");
  const some = t("progressSome", { done, total });
  const text = done === 0 ? t("progressNone", { total }) : done >= total ? t("progressAll", { total }) : some;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted" data-testid="habit-progress">
        {text}
      </p>
      <ProgressBar value={done} max={total} label={t("progressLabel", { name })} valueText={some} />
    </div>
  );
}
