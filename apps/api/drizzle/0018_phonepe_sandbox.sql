CREATE TABLE "phonepe_sandbox_transactions" (
	"merchant_transaction_id" text PRIMARY KEY NOT NULL,
	"api" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_user_id" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"callback_url" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"token" text,
	"original_transaction_id" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phonepe_sandbox_transactions_token_unique" UNIQUE("token"),
	CONSTRAINT "phonepe_sandbox_transactions_amount_valid" CHECK ("phonepe_sandbox_transactions"."amount" > 0),
	CONSTRAINT "phonepe_sandbox_transactions_refunded_valid" CHECK ("phonepe_sandbox_transactions"."refunded_amount" >= 0 and "phonepe_sandbox_transactions"."refunded_amount" <= "phonepe_sandbox_transactions"."amount")
);
--> statement-breakpoint
CREATE INDEX "phonepe_sandbox_transactions_created_idx" ON "phonepe_sandbox_transactions" USING btree ("created_at");
