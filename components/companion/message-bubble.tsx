import { TypedText } from "@/components/motion/typed-text";
import { COMPANION_MS_PER_CHAR, COMPANIONS, type CompanionName } from "@/lib/companion/companions";
import type { ConversationMessage } from "@/lib/companion/service";
import { CompanionAvatar } from "./companion-avatar";

/** One message of the conversation: the person's on the right, the companion's (typed out when new) on the left. */
export function MessageBubble({ message, companion, fresh }: { message: ConversationMessage; companion: CompanionName; fresh: boolean }) {
  const profile = COMPANIONS[message.companion] ?? COMPANIONS[companion];
  if (message.author === "person") {
    return (
      <li className="flex justify-end" data-testid="message-person">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-accent px-4 py-2 leading-relaxed whitespace-pre-wrap text-white [overflow-wrap:break-word]">
          <span className="sr-only">You: </span>
          {message.text}
        </p>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2" data-testid="message-companion">
      <CompanionAvatar companion={message.companion} size={36} />
      <p className="max-w-[85%] rounded-2xl rounded-tl-md bg-sand/70 px-4 py-2 leading-relaxed text-ink [overflow-wrap:break-word]">
        <span className="sr-only">{profile.displayName}: </span>
        {fresh ? <TypedText text={message.text} msPerChar={COMPANION_MS_PER_CHAR} /> : message.text}
      </p>
    </li>
  );
}
