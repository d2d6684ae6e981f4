-- ADR 1308: the outbox claims jobs with a lease and records when each went out.
-- claimed_until: set by a claim, cleared by its outcome (sent, or a failure recorded). A job found
-- claimable with it still set was claimed by a sender that never recorded an outcome (it died, or
-- lost the database for longer than the lease): whether it went out is unknown.
ALTER TABLE "email_jobs" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "sent_at" timestamp with time zone;
