import { NoScriptSkillLink } from "@/components/habits/no-script-skill-link";

/** Shown while the skill and its activities load. */
export default function HabitLoading() {
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <p role="status" className="text-muted">
        Loading your skill...
      </p>
      <NoScriptSkillLink />
    </div>
  );
}
