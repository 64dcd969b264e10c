import { ProgressBar } from "@/components/ui/progress-bar";

/** "{done} of {total} skills done" with a bar, for a habit card. */
export function HabitProgress({ name, done, total }: { name: string; done: number; total: number }) {
  const text = done === 0 ? `${total} skills to explore` : done >= total ? `All ${total} skills done` : `${done} of ${total} skills done`;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted" data-testid="habit-progress">
        {text}
      </p>
      <ProgressBar value={done} max={total} label={`${name} progress`} valueText={`${done} of ${total} skills done`} />
    </div>
  );
}
