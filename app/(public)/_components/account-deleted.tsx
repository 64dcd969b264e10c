import { getTranslations } from "next-intl/server";

/** What / says right after an account was deleted (the deletion ends here as a visitor). */
export async function AccountDeleted() {
  const t = await getTranslations("Landing");
  return (
    <div role="status" data-testid="account-deleted" className="mx-auto mt-8 w-full max-w-xl px-5">
      <p className="rounded-2xl border border-line bg-accent-soft p-4 leading-relaxed text-accent-dark">
        <span className="font-semibold">{t("deletedTitle")}</span> {t("deletedBody")}
      </p>
    </div>
  );
}
