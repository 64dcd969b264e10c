import type { Page } from "@playwright/test";

/** Drives /habit/{slug} the way a person would. */
export class SkillPage {
  constructor(private readonly page: Page) {}

  goto(slug: string) {
    return this.page.goto(`/habit/${slug}`);
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  button(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }

  choice(name: string) {
    return this.page.getByRole("checkbox", { name }).or(this.page.getByRole("radio", { name }));
  }

  async addOwn(text: string) {
    await this.page.getByLabel("Add your own").fill(text);
    await this.button("Add").click();
  }
}
