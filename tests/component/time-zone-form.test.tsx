import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

const saveForm = vi.hoisted(() =>
  vi.fn(async (_previous: unknown, formData: FormData) =>
    formData.get("timeZone") === "Europe/London"
      ? { status: "done", data: { timeZone: "Europe/London" } }
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

// The words the server hands the form (app/(app)/profile/_components/time-zone-section.tsx), English here unless told.
const wordsOf = (catalogue: typeof en) => catalogue.ProfileTimeZone;
const words = wordsOf(en);

const choices = ["America/Los_Angeles", "Asia/Kolkata", "Europe/London", "Pacific/Kiritimati", "UTC"].map((value) => ({ value, label: value }));
const select = () => screen.getByLabelText("Time zone", { selector: "select" }) as HTMLSelectElement;
const options = () => [...select().querySelectorAll("option")].map((o) => o.value);

describe("TimeZoneForm", () => {
  it("narrows the list to what is searched, always keeping the chosen zone", async () => {
    render(<TimeZoneForm saved="Asia/Kolkata" choices={choices} words={words} />);
    expect(options()).toEqual(choices.map((c) => c.value));
    await userEvent.type(screen.getByLabelText("Search for a city or region"), "los an");
    expect(options()).toEqual(["America/Los_Angeles", "Asia/Kolkata"]);
    expect(select().value).toBe("Asia/Kolkata");
  });

  it("finds a zone by its country, best match first", async () => {
    const withCountries = [
      { value: "America/Indiana/Indianapolis", label: "America/Indiana/Indianapolis", country: "United States" },
      { value: "Asia/Kolkata", label: "Asia/Kolkata", country: "India" },
      { value: "Europe/London", label: "Europe/London", country: "United Kingdom" },
      { value: "Indian/Maldives", label: "Indian/Maldives", country: "Maldives" },
    ];
    render(<TimeZoneForm saved="Europe/London" choices={withCountries} words={words} />);
    await userEvent.type(screen.getByLabelText("Search for a city or region"), "India");
    expect(options()).toEqual(["Asia/Kolkata", "America/Indiana/Indianapolis", "Indian/Maldives", "Europe/London"]);
  });

  it("offers this device's zone, and sends the chosen zone to the server", async () => {
    render(<TimeZoneForm saved="Asia/Kolkata" choices={choices} words={words} />);
    await userEvent.click(await screen.findByRole("button", { name: "Use this device's zone (Los Angeles)" }));
    expect(select().value).toBe("America/Los_Angeles");
    expect(screen.queryByRole("button", { name: /Use this device's zone/ })).toBeNull();

    await userEvent.selectOptions(select(), "Europe/London");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    expect(await screen.findByText("Saved. Your days and times now follow this zone.")).toBeTruthy();
    expect((saveForm.mock.calls.at(-1)![1] as FormData).get("timeZone")).toBe("Europe/London");
  });

  it("shows the server's refusal under the list and keeps the choice", async () => {
    render(<TimeZoneForm saved="Asia/Kolkata" choices={choices} words={words} />);
    await userEvent.selectOptions(select(), "Pacific/Kiritimati");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose a time zone from the list.");
    expect(select().value).toBe("Pacific/Kiritimati");
    expect(select().getAttribute("aria-invalid")).toBe("true");
  });

  it("says everything in the words it is given: Hindi on a Hindi page", async () => {
    render(<TimeZoneForm saved="Asia/Kolkata" choices={choices} words={wordsOf(hi)} />);
    expect(screen.getByLabelText("शहर या क्षेत्र खोजिए")).toBeTruthy();
    expect(screen.getByLabelText("समय क्षेत्र", { selector: "select" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "इस डिवाइस का क्षेत्र अपनाइए (Los Angeles)" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("समय क्षेत्र", { selector: "select" }), "Europe/London");
    await userEvent.click(screen.getByRole("button", { name: "समय क्षेत्र सहेजिए" }));
    expect(await screen.findByText("सहेज लिया गया। अब आपके दिन और समय इसी क्षेत्र के अनुसार चलेंगे।")).toBeTruthy();
  });
});
