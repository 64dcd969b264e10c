/** What / says right after an account was deleted (the deletion ends here as a visitor). */
export function AccountDeleted() {
  return (
    <div role="status" data-testid="account-deleted" className="mx-auto mt-8 w-full max-w-xl px-5">
      <p className="rounded-2xl border border-line bg-accent-soft p-4 leading-relaxed text-accent-dark">
        <span className="font-semibold">Your account has been deleted.</span> Your answers, results, journal and everything else stored with it are gone from
        our servers, and this browser was cleared too. Thank you for the time you spent here; you are always welcome back.
      </p>
    </div>
  );
}
