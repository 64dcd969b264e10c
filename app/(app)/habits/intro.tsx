/** The library's heading, shared by the page and its loading state so nothing moves when the cards arrive. */
export function HabitsIntro() {
  return (
    <header className="max-w-2xl">
      <h1 className="text-3xl text-ink sm:text-4xl">Explore All Habits</h1>
      <p className="mt-3 leading-relaxed text-muted">Small daily practices, each learned one skill at a time. Open any habit to begin where you left off.</p>
    </header>
  );
}
