ALTER TABLE "users" ADD COLUMN "greeting_done_at" timestamp with time zone;--> statement-breakpoint
-- People who signed up before the greeting's state was kept have met it, or came before it
-- (docs/decisions/0030): it is not shown to them again.
UPDATE "users" SET "greeting_done_at" = now();
