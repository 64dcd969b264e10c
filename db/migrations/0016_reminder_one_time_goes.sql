ALTER TABLE "reminder_settings" DROP CONSTRAINT "reminder_settings_minute_in_day";--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP COLUMN "minute_of_day";