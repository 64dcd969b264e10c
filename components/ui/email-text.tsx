import { Fragment } from "react";

/**
 * An email address that wraps where a reader expects: after the @ and before each dot of the
 * domain (hyphens break on their own), so "asha-rao@mail.example.com" never splits mid-name.
 * `break-words` stays as the last resort for a single part longer than the line.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  const local = at >= 0 ? email.slice(0, at + 1) : email;
  const domain = at >= 0 ? email.slice(at + 1).split(".") : [];
  return (
    <span className={`break-words ${className}`}>
      {local}
      {domain.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 ? "." : ""}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
