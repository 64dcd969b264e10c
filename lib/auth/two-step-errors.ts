import { CredentialsSignin } from "next-auth";

/** The password was right and the account has two-step sign-in on: no session yet, a second step is asked. */
export class SecondStepNeeded extends CredentialsSignin {
  code = "second_step";
  uid = "";
  sv = 0;
  rememberMe = false;
}

/** No pending login (never made, forged, or past its five minutes): the password is asked again. */
export class SecondStepExpired extends CredentialsSignin {
  code = "second_step_expired";
}

/** The tenth answer of one pending login was wrong too: it is ended, and the password is asked again. */
export class SecondStepStopped extends CredentialsSignin {
  code = "second_step_stopped";
}

/** Today's codes from the app are used up for this person; a passkey or recovery code still works. */
export class AppCodesPaused extends CredentialsSignin {
  code = "app_codes_paused";
}

/** A wrong or already used code, recovery code or passkey answer. */
export class InvalidSecondStep extends CredentialsSignin {
  code = "second_step_invalid";
}

/** Too many wrong second steps for this person: a growing wait, as for passwords. */
export class SecondStepRateLimited extends CredentialsSignin {
  code = "second_step_rate_limited";
  retryAfterSeconds = 0;
}
