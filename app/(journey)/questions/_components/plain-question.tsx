import { ChoiceCard } from "@/components/ui/choice-card";
import { fieldName, optionField } from "@/lib/assessments/form-answers";
import type { PlainOption, PlainQuestion } from "@/lib/assessments/form-plans";
import { QuestionTag } from "./question-heading";

type Props = {
  question: PlainQuestion;
  /** What the last refused post held (field name → value), or null on a fresh form. */
  kept: Record<string, string> | null;
  error: string | undefined;
};

/** The anchor of a question, for the links of the status line. */
export const questionAnchor = (question: PlainQuestion) => `question-${fieldName(question).replace(/[^\w-]/g, "-")}`;

/**
 * One question of a plain questionnaire form: a fieldset named by its legend, its hint and its
 * message, and a native radio or checkbox per option, checked as the last post had it (or at the
 * slider's starting stop on a fresh form).
 */
export function PlainQuestionView({ question, kept, error }: Props) {
  const name = fieldName(question);
  const anchor = questionAnchor(question);
  const hintId = `${anchor}-hint`;
  const errorId = `${anchor}-error`;
  const described = [question.hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  const many = question.choose === "many";
  const inputName = (option: PlainOption) => (many ? optionField(question, option.value) : name);
  const isChecked = (option: PlainOption) => {
    if (many) return kept ? optionField(question, option.value) in kept : false;
    return kept ? kept[name] === option.value : question.start === option.value;
  };

  return (
    <div className={`flex flex-col gap-3 rounded-3xl border bg-white/70 p-4 sm:p-5 ${error ? "border-danger" : "border-line"}`}>
      {question.tag && <QuestionTag>{question.tag}</QuestionTag>}
      <fieldset id={anchor} className="min-w-0" aria-describedby={described || undefined}>
        <legend className="w-full font-serif text-xl leading-snug text-ink">{question.legend}</legend>
        {question.hint && (
          <p id={hintId} className="mt-2 text-sm text-muted">
            {question.hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="mt-2 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
        {question.look === "cards" ? (
          <div className="mt-4 flex flex-col gap-3">
            {question.options.map((option) => (
              <ChoiceCard
                key={option.value}
                type={many ? "checkbox" : "radio"}
                name={inputName(option)}
                value={option.value}
                defaultChecked={isChecked(option)}
              >
                {option.label}
              </ChoiceCard>
            ))}
          </div>
        ) : (
          <div className={`mt-4 grid gap-2 ${stopColumns(question.options.length)}`}>
            {question.options.map((option) => (
              <ScaleStop key={option.value} name={inputName(option)} option={option} checked={isChecked(option)} />
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}

/** A scale's stops in at most two rows on a phone (the guna's 0-10 too), in one row on a wider screen. */
const STOP_COLUMNS: Record<number, string> = { 4: "grid-cols-2 sm:grid-cols-4", 5: "grid-cols-3 sm:grid-cols-5", 11: "grid-cols-6 sm:grid-cols-11" };
const stopColumns = (count: number) => STOP_COLUMNS[count] ?? "grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))]";

/** A stop of a scale as a radio the size of a fingertip, its label inside. */
function ScaleStop({ name, option, checked }: { name: string; option: PlainOption; checked: boolean }) {
  return (
    <label className="relative flex min-h-14 cursor-pointer items-center justify-center px-2 py-2 text-center">
      <input
        type="radio"
        name={name}
        value={option.value}
        defaultChecked={checked}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl border-2 border-line bg-white transition-colors hover:border-accent/50 checked:border-accent checked:bg-accent-soft"
      />
      <span className="pointer-events-none relative text-sm leading-tight text-ink peer-checked:font-semibold peer-checked:text-accent-dark">
        {option.label}
      </span>
    </label>
  );
}
