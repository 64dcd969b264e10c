import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { WordsProvider } from "@/components/i18n/words-context";
import hi from "@/messages/hi.json";
import { EnglishWords } from "./english-words";

const HindiWords = ({ children }: { children: ReactNode }) => <WordsProvider words={hi}>{children}</WordsProvider>;

const device = vi.hoisted(() => ({ zone: "America/Los_Angeles" as string | null }));
const actions = vi.hoisted(() => ({
  adopt: vi.fn(async (input: { timeZone: string }) => ({ ok: true as const, data: { adopted: Boolean(input.timeZone) } })),
  save: vi.fn(async (input: { timeZone: string }) => ({ ok: true as const, data: { timeZone: input.timeZone } })),
}));
vi.mock("@/components/time-zone/device-time-zone", () => ({ deviceTimeZone: () => device.zone }));
vi.mock("@/lib/profile/time-zone-actions", () => ({ adoptDeviceTimeZoneAction: actions.adopt, saveTimeZoneAction: actions.save }));
vi.mock("@/components/feedback/notify", () => ({ notify: vi.fn() }));

const { DeviceTimeZonePrompt } = await import("@/components/time-zone/device-time-zone-prompt");

beforeEach(() => {
  device.zone = "America/Los_Angeles";
  actions.adopt.mockClear();
  actions.save.mockClear();
});

describe("DeviceTimeZonePrompt", () => {
  it("stays silent when the device keeps the saved zone, under either of its names", async () => {
    device.zone = "Asia/Kolkata";
    render(<DeviceTimeZonePrompt saved="Asia/Calcutta" hasOwn locale="en" />, { wrapper: EnglishWords });
    await Promise.resolve();
    expect(screen.queryByTestId("time-zone-prompt")).toBeNull();
    expect(actions.adopt).not.toHaveBeenCalled();
    expect(actions.save).not.toHaveBeenCalled();
  });

  it("takes the device's zone without asking when the account has none of its own", async () => {
    render(<DeviceTimeZonePrompt saved="UTC" hasOwn={false} locale="en" />, { wrapper: EnglishWords });
    await waitFor(() => expect(actions.adopt).toHaveBeenCalledWith({ timeZone: "America/Los_Angeles" }));
    expect(screen.queryByTestId("time-zone-prompt")).toBeNull();
    expect(actions.save).not.toHaveBeenCalled();
  });

  it("asks before changing a saved zone, and saves the device's only on a yes", async () => {
    render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="en" />, { wrapper: EnglishWords });
    const prompt = await screen.findByTestId("time-zone-prompt");
    expect(prompt.textContent).toContain("Your device is set to Los Angeles time");
    expect(prompt.textContent).toContain("follow Kolkata time (GMT+5:30)");
    expect(prompt.textContent).not.toContain("UTC");
    expect(actions.save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Use Los Angeles time" }));
    expect(actions.save).toHaveBeenCalledWith({ timeZone: "America/Los_Angeles" });
    await waitFor(() => expect(screen.queryByTestId("time-zone-prompt")).toBeNull());
  });

  it("remembers a no for that pair of zones, and asks again for another device zone", async () => {
    const first = render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="en" />, { wrapper: EnglishWords });
    await userEvent.click(await screen.findByRole("button", { name: "Keep Kolkata time" }));
    expect(screen.queryByTestId("time-zone-prompt")).toBeNull();
    expect(actions.save).not.toHaveBeenCalled();
    first.unmount();

    const again = render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="en" />, { wrapper: EnglishWords });
    await Promise.resolve();
    expect(screen.queryByTestId("time-zone-prompt")).toBeNull();
    again.unmount();

    device.zone = "Europe/London";
    render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="en" />, { wrapper: EnglishWords });
    expect((await screen.findByTestId("time-zone-prompt")).textContent).toContain("Your device is set to London time");
  });

  it("names Universal time once, whichever side it is on", async () => {
    const first = render(<DeviceTimeZonePrompt saved="UTC" hasOwn locale="en" />, { wrapper: EnglishWords });
    const prompt = await screen.findByTestId("time-zone-prompt");
    expect(prompt.textContent).toContain("Your days and times here follow Universal time (GMT). Use Los Angeles time (GMT-");
    expect(screen.getByRole("button", { name: "Keep Universal time" })).toBeTruthy();
    expect(prompt.textContent).not.toContain("time time");
    first.unmount();

    device.zone = "UTC";
    render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="en" />, { wrapper: EnglishWords });
    expect((await screen.findByRole("heading")).textContent).toBe("Your device is set to Universal time");
    expect(screen.getByRole("button", { name: "Use Universal time" })).toBeTruthy();
  });

  it("names the places in Hindi on a Hindi page, the city's time and Universal time alike", async () => {
    const first = render(<DeviceTimeZonePrompt saved="Asia/Calcutta" hasOwn locale="hi" />, { wrapper: HindiWords });
    expect((await screen.findByRole("heading")).textContent).toBe("आपके डिवाइस में लॉस एंजेलिस का समय लगा है");
    expect(screen.getByTestId("time-zone-prompt").textContent).toContain("यहाँ आपके दिन और समय के लिए कोलकाता का समय (GMT+5:30) चुना हुआ है।");
    expect(screen.getByRole("button", { name: "कोलकाता का समय ही रखिए" })).toBeTruthy();
    first.unmount();

    device.zone = "UTC";
    render(<DeviceTimeZonePrompt saved="Asia/Kolkata" hasOwn locale="hi" />, { wrapper: HindiWords });
    expect((await screen.findByRole("heading")).textContent).toBe("आपके डिवाइस में सार्वत्रिक समय लगा है");
    expect(screen.getByRole("button", { name: "सार्वत्रिक समय अपनाइए" })).toBeTruthy();
  });
});
