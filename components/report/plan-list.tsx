import type { Plan } from "@/lib/content";
import type { Wording } from "@/content/hi/wording";

/** A Nourish Plan or Sound Sleep list for one dosha; `lead` names the dosha and the plan ("For Vata: …"). */
export function PlanList({ id, heading, lead, plan, testId }: { id: string; heading: string; lead: string; plan: Wording<Plan>; testId: string }) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-2xl bg-cream/80 p-5">
      <h3 id={id} className="text-xl text-ink">
        {heading}
      </h3>
      <p className="mt-1 text-sm font-medium text-muted">{lead}</p>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 leading-relaxed text-ink marker:text-accent">
        {plan.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
