CREATE TABLE `cod_policies` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`max_order` integer,
	`fee` integer DEFAULT 0 NOT NULL,
	`confirm` text DEFAULT 'none' NOT NULL,
	`confirm_above` integer,
	`confirm_window_hours` integer DEFAULT 24 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cod_policies_max_order_ck" CHECK("cod_policies"."max_order" is null or "cod_policies"."max_order" > 0),
	CONSTRAINT "cod_policies_fee_ck" CHECK("cod_policies"."fee" >= 0),
	CONSTRAINT "cod_policies_confirm_above_ck" CHECK(("cod_policies"."confirm" = 'above_amount') = ("cod_policies"."confirm_above" is not null)),
	CONSTRAINT "cod_policies_window_ck" CHECK("cod_policies"."confirm_window_hours" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE `cod_policy_default` (
	`id` integer PRIMARY KEY NOT NULL,
	`max_order` integer,
	`fee` integer DEFAULT 0 NOT NULL,
	`confirm` text DEFAULT 'none' NOT NULL,
	`confirm_above` integer,
	`confirm_window_hours` integer DEFAULT 24 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "cod_policy_default_one_ck" CHECK("cod_policy_default"."id" = 1),
	CONSTRAINT "cod_policy_default_max_order_ck" CHECK("cod_policy_default"."max_order" is null or "cod_policy_default"."max_order" > 0),
	CONSTRAINT "cod_policy_default_fee_ck" CHECK("cod_policy_default"."fee" >= 0),
	CONSTRAINT "cod_policy_default_confirm_above_ck" CHECK(("cod_policy_default"."confirm" = 'above_amount') = ("cod_policy_default"."confirm_above" is not null)),
	CONSTRAINT "cod_policy_default_window_ck" CHECK("cod_policy_default"."confirm_window_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `needs_confirmation` integer DEFAULT false NOT NULL;