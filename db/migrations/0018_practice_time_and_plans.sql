CREATE TABLE "practice_plans" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"activity_key" text NOT NULL,
	"planned_for" timestamp with time zone NOT NULL,
	"reminder_claimed_at" timestamp with time zone,
	"reminder_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_plans_user_id_skill_id_activity_key_pk" PRIMARY KEY("user_id","skill_id","activity_key")
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"practised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_sessions_seconds_positive" CHECK ("practice_sessions"."seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "practice_plans" ADD CONSTRAINT "practice_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_plans" ADD CONSTRAINT "practice_plans_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_plans_due_idx" ON "practice_plans" USING btree ("planned_for") WHERE "practice_plans"."reminder_claimed_at" is null;--> statement-breakpoint
CREATE INDEX "practice_sessions_user_idx" ON "practice_sessions" USING btree ("user_id","practised_at");