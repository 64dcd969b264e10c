CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_day" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"practices" text[] NOT NULL,
	"outcome" text NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_user_day" UNIQUE("user_id","local_day"),
	CONSTRAINT "reminder_sends_outcome_known" CHECK (outcome in ('pending', 'sent', 'all_done', 'quiet_hours', 'no_channel', 'failed')),
	CONSTRAINT "reminder_sends_channels_known" CHECK (channels <@ array['push', 'email']::text[])
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"minute_of_day" integer DEFAULT 540 NOT NULL,
	"practices" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiet_start" integer,
	"quiet_end" integer,
	"by_email" boolean DEFAULT false NOT NULL,
	"calendar_token_hash" text,
	"next_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_calendar_token_hash_unique" UNIQUE("calendar_token_hash"),
	CONSTRAINT "reminder_settings_days_known" CHECK ("reminder_settings"."days" <@ array[1, 2, 3, 4, 5, 6, 7]),
	CONSTRAINT "reminder_settings_practices_known" CHECK (practices <@ array['mood', 'skill', 'reflection']::text[]),
	CONSTRAINT "reminder_settings_minute_in_day" CHECK ("reminder_settings"."minute_of_day" between 0 and 1439),
	CONSTRAINT "reminder_settings_quiet_hours" CHECK (("reminder_settings"."quiet_start" is null and "reminder_settings"."quiet_end" is null) or ("reminder_settings"."quiet_start" between 0 and 1439 and "reminder_settings"."quiet_end" between 0 and 1439 and "reminder_settings"."quiet_start" <> "reminder_settings"."quiet_end"))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_due_idx" ON "reminder_settings" USING btree ("next_due_at") WHERE "reminder_settings"."enabled";