CREATE TABLE "habit_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"activity_key" text NOT NULL,
	"kind" text NOT NULL,
	"answers" text[] NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_responses_user_skill_activity" UNIQUE("user_id","skill_id","activity_key")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"blurb" text NOT NULL,
	"icon" text,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habits_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "skill_completions" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_completions_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"habit_id" uuid NOT NULL,
	"skill_order" integer NOT NULL,
	"title" text NOT NULL,
	"coach_comment" text NOT NULL,
	"stage" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_habit_order_unique" UNIQUE("habit_id","skill_order"),
	CONSTRAINT "skills_stage_known" CHECK (stage in ('Seed', 'Sprouting', 'Rooting', 'Blooming', 'Flourishing'))
);
--> statement-breakpoint
ALTER TABLE "habit_responses" ADD CONSTRAINT "habit_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_responses" ADD CONSTRAINT "habit_responses_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_completions" ADD CONSTRAINT "skill_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_completions" ADD CONSTRAINT "skill_completions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_completions_user_idx" ON "skill_completions" USING btree ("user_id","completed_at");