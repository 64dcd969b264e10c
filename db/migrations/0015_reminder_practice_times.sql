ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_user_day";--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "practice_times" jsonb DEFAULT '{"mood":540,"skill":750,"reflection":1230}'::jsonb NOT NULL;--> statement-breakpoint
-- Each practice now has its own time. Until now one time served all three: the mood check-in and
-- the skill keep it; the evening reflection keeps it only when it was already in the evening
-- (17:00 or later) or 20:30 falls in the person's quiet hours, and otherwise comes at 20:30.
UPDATE "reminder_settings" SET "practice_times" = jsonb_build_object(
  'mood', "minute_of_day",
  'skill', "minute_of_day",
  'reflection', CASE
    WHEN "minute_of_day" >= 1020 THEN "minute_of_day"
    WHEN "quiet_start" IS NOT NULL AND CASE WHEN "quiet_start" < "quiet_end" THEN 1230 >= "quiet_start" AND 1230 < "quiet_end" ELSE 1230 >= "quiet_start" OR 1230 < "quiet_end" END THEN "minute_of_day"
    ELSE 1230
  END
);--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_due" UNIQUE("user_id","due_at");--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_practice_times" CHECK (jsonb_typeof(practice_times->'mood') = 'number' and (practice_times->>'mood')::numeric between 0 and 1439 and jsonb_typeof(practice_times->'skill') = 'number' and (practice_times->>'skill')::numeric between 0 and 1439 and jsonb_typeof(practice_times->'reflection') = 'number' and (practice_times->>'reflection')::numeric between 0 and 1439);