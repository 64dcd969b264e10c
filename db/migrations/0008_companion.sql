CREATE TABLE "companion_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"author" text NOT NULL,
	"companion" text NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companion_messages_author_known" CHECK (author in ('person', 'companion')),
	CONSTRAINT "companion_messages_companion_known" CHECK (companion in ('shanti', 'anu', 'mira'))
);
--> statement-breakpoint
ALTER TABLE "companion_messages" ADD CONSTRAINT "companion_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_messages_user_created_idx" ON "companion_messages" USING btree ("user_id","created_at");