import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { WordsProvider } from "@/components/i18n/words-context";
import { timeZoneChoicesIn } from "@/lib/time/zone-choices";
import hi from "@/messages/hi.json";
import { EnglishWords } from "./english-words";

const saveForm = vi.hoisted(() =>
  vi.fn(async (_previous: unknown, formData: FormData) =>
    ["Europe/London", "Asia/Kolkata"].includes(String(formData.get("timeZone")))
      ? { status: "done", data: { timeZone: String(formData.get("timeZone")) } }
      : {
          status: "failed",
          message: "That time zone could not be saved.",
          fieldErrors: { timeZone: "Choose a time zone from the list." },
          values: { timeZone: "Pacific/Kiritimati" },
        },
  ),
);
vi.mock("@/components/time-zone/device-time-zone", () => ({ deviceTimeZone: () => "America/Los_Angeles" }));
vi.mock("@/lib/profile/time-zone-actions", () => ({ saveTimeZoneFormAction: saveForm }));

const { TimeZoneForm } = await import("@/app/(app)/profile/_components/time-zone-form");

const HindiWords = ({ children }: { children: ReactNode }) => <WordsProvider words={hi}>{children}</WordsProvider>;

const choices = ["America/Los_Angeles", "Asia/Kolkata", "Europe/London", "Pacific/Kiritimati", "UTC"].map((value) => ({ value, label: value }));
const regions = { America: "America", Asia: "Asia", Europe: "Europe", Pacific: "Pacific", Other: "Other" };
const select = (label = "Time zone") => screen.getByLabelText(label, { selector: "select" }) as HTMLSelectElement;
const options = (label?: string) => [...select(label).querySelectorAll("option")].map((o) => o.value);
const renderEnglish = (saved: string, list: typeof choices = choices) =>
  render(<TimeZoneForm saved={saved} choices={list} regions={regions} />, { wrapper: EnglishWords });

describe("TimeZoneForm", () => {
  it("narrows the list to what is searched, always keeping the chosen zone", async () => {
    renderEnglish("Asia/Kolkata");
    expect(options()).toEqual(choices.map((c) => c.value));
    await userEvent.type(screen.getByLabelText("Search for a city or region"), "los an");
    expect(options()).toEqual(["America/Los_Angeles", "Asia/Kolkata"]);
    expect(select().value).toBe("Asia/Kolkata");
  });

  it("finds a zone by its country, best match first", async () => {
    const withCountries = [
      { value: "America/Indiana/Indianapolis", label: "America/Indiana/Indianapolis", countries: ["United States"] },
      { value: "Asia/Kolkata", label: "Asia/Kolkata", countries: ["India"] },
      { value: "Europe/London", label: "Europe/London", countries: ["United Kingdom"] },
      { value: "Indian/Maldives", label: "Indian/Maldives", countries: ["Maldives"] },
    ];
    renderEnglish("Europe/London", withCountries);
    await userEvent.type(screen.getByLabelText("Search for a city or region"), "India");
    expect(options()).toEqual(["Asia/Kolkata", "America/Indiana/Indianapolis", "Indian/Maldives", "Europe/London"]);
  });

  it("offers this device's zone, and sends the chosen zone to the server", async () => {
    renderEnglish("Asia/Kolkata");
    await userEvent.click(await screen.findByRole("button", { name: "Use this device's zone (Los Angeles)" }));
    expect(select().value).toBe("America/Los_Angeles");
    expect(screen.queryByRole("button", { name: /Use this device's zone/ })).toBeNull();

    await userEvent.selectOptions(select(), "Europe/London");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    expect(await screen.findByText("Saved. Your days and times now follow this zone.")).toBeTruthy();
    expect((saveForm.mock.calls.at(-1)![1] as FormData).get("timeZone")).toBe("Europe/London");
  });

  it("shows the server's refusal under the list and keeps the choice", async () => {
    renderEnglish("Asia/Kolkata");
    await userEvent.selectOptions(select(), "Pacific/Kiritimati");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a time zone from the list.");
    expect(select().value).toBe("Pacific/Kiritimati");
    expect(select().getAttribute("aria-invalid")).toBe("true");
  });
});

describe("TimeZoneForm on a Hindi page", () => {
  const hindi = timeZoneChoicesIn("hi", new Date("2026-11-24T12:00:00Z"));
  const hindiRegions = { Asia: "एशिया", America: "अमेरिका महाद्वीप" };
  const search = () => screen.getByLabelText("कोई शहर या क्षेत्र खोजिए");
  const shown = () => [...select("समय क्षेत्र").querySelectorAll("option")];

  it("labels and groups the zones in Hindi, and finds one by its Hindi or its English names", async () => {
    render(<TimeZoneForm saved="Europe/London" choices={hindi} regions={hindiRegions} />, { wrapper: HindiWords });
    expect(select("समय क्षेत्र").querySelector('option[value="Asia/Kolkata"]')!.textContent).toBe("कोलकाता (GMT+5:30)");
    expect(select("समय क्षेत्र").querySelector('option[value="Asia/Kolkata"]')!.closest("optgroup")!.label).toBe("एशिया");
    // Pasted, not typed letter by letter: the whole list is drawn again on each change.
    for (const query of ["कोलका", "भारत", "kolk", "India", "Calcutta"]) {
      await userEvent.clear(search());
      await userEvent.paste(query);
      expect(shown()[0]!.value, query).toBe("Asia/Kolkata");
    }
    // "कोल" also starts Colombia's Hindi name, which ranks first as a country; Kolkata is still found, the rest of the world is not.
    await userEvent.clear(search());
    await userEvent.paste("कोल");
    expect(shown().map((o) => o.value)).toContain("Asia/Kolkata");
    expect(shown().map((o) => o.value)).not.toContain("Asia/Tokyo");
  });

  it("offers this device's zone by its Hindi name and says the zone is saved in Hindi", async () => {
    render(<TimeZoneForm saved="Europe/London" choices={hindi} regions={hindiRegions} />, { wrapper: HindiWords });
    await userEvent.click(await screen.findByRole("button", { name: "इस डिवाइस का समय क्षेत्र अपनाइए (लॉस एंजेलिस)" }));
    expect(select("समय क्षेत्र").value).toBe("America/Los_Angeles");
    await userEvent.selectOptions(select("समय क्षेत्र"), "Asia/Kolkata");
    await userEvent.click(screen.getByRole("button", { name: "समय क्षेत्र सहेजिए" }));
    expect(await screen.findByText("सहेज लिया गया। अब आपके दिन और समय इसी समय क्षेत्र के अनुसार चलेंगे।")).toBeTruthy();
  });
});
