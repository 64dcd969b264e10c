CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"element" text,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_element_known" CHECK (element is null or element in ('akasha', 'agni', 'prthvi', 'apas', 'vayu'))
);
--> statement-breakpoint
CREATE TABLE "mood_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mind" integer NOT NULL,
	"body" integer NOT NULL,
	"temperature" integer NOT NULL,
	"acute" boolean NOT NULL,
	"companion" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_checks_sliders_in_range" CHECK ("mood_checks"."mind" between 1 and 5 and "mood_checks"."body" between 1 and 5 and "mood_checks"."temperature" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mood_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"element" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_elements_user_day" UNIQUE("user_id","day"),
	CONSTRAINT "mood_elements_element_known" CHECK (element in ('akasha', 'agni', 'prthvi', 'apas', 'vayu'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_checks" ADD CONSTRAINT "mood_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_elements" ADD CONSTRAINT "mood_elements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mood_checks_user_created_idx" ON "mood_checks" USING btree ("user_id","created_at");