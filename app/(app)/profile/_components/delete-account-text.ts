/** Delete account's heading and words, in the dialog over /profile and on /profile/delete alike. */
export const DELETE_ACCOUNT_TEXT = {
  title: "Delete your account?",
  description: "This removes your account, your answers and your results for good. Consider downloading your data first.",
};
