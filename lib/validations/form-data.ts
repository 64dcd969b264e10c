/**
 * A server action's FormData argument as it arrived. A page always passes FormData, but anyone
 * can call an action by its id with any argument (or none: a form posted without the page's script
 * gives a useActionState action only the form). Anything else reads as an empty form, which the
 * action then refuses with its usual message instead of failing on `.get` of something else.
 */
export const asFormData = (value: unknown): FormData => (value instanceof FormData ? value : new FormData());
