CREATE TABLE `return_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `return_events_return_idx` ON `return_events` (`return_id`);--> statement-breakpoint
CREATE TABLE `return_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "return_items_quantity_positive" CHECK("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_items_uq` ON `return_items` (`return_id`,`order_item_id`);--> statement-breakpoint
CREATE INDEX `return_items_order_item_idx` ON `return_items` (`order_item_id`);--> statement-breakpoint
CREATE TABLE `return_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`image` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `return_photos_return_idx` ON `return_photos` (`return_id`,`position`);--> statement-breakpoint
CREATE TABLE `returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`branch_id` integer,
	`store_id` integer,
	`status` text DEFAULT 'requested' NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`method` text NOT NULL,
	`pickup_date` text,
	`reject_reason` text,
	`condition` text,
	`refund_method` text,
	`refund_amount` integer NOT NULL,
	`cashback_reversed` integer DEFAULT 0 NOT NULL,
	`approved_at` text,
	`rejected_at` text,
	`received_at` text,
	`refunded_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "returns_refund_amount_non_negative" CHECK("returns"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX `returns_customer_idx` ON `returns` (`customer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `returns_branch_idx` ON `returns` (`branch_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `returns_store_idx` ON `returns` (`store_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `returns_status_idx` ON `returns` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `returns_order_idx` ON `returns` (`order_id`);--> statement-breakpoint
CREATE TABLE `wallet_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`part` text NOT NULL,
	`amount` integer NOT NULL,
	`cashback_id` integer,
	`order_id` integer,
	`return_id` integer,
	`expires_at` text,
	`reason` text,
	`actor_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cashback_id`) REFERENCES `cashbacks`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX `wallet_entries_user_idx` ON `wallet_entries` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `wallet_entries_user_kind_idx` ON `wallet_entries` (`user_id`,`kind`,`id`);--> statement-breakpoint
CREATE INDEX `wallet_entries_cashback_idx` ON `wallet_entries` (`cashback_id`);--> statement-breakpoint
CREATE INDEX `wallet_entries_order_idx` ON `wallet_entries` (`order_id`);--> statement-breakpoint
CREATE INDEX `wallet_entries_return_idx` ON `wallet_entries` (`return_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_entries_earned_uq` ON `wallet_entries` (`cashback_id`) WHERE "wallet_entries"."kind" = 'cashback_earned';--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_entries_expired_uq` ON `wallet_entries` (`cashback_id`) WHERE "wallet_entries"."kind" = 'cashback_expired';--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_entries_order_lot_uq` ON `wallet_entries` (`order_id`,`kind`,`cashback_id`) WHERE "wallet_entries"."kind" in ('spent', 'spend_returned') and "wallet_entries"."part" = 'cashback';--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_entries_order_refund_uq` ON `wallet_entries` (`order_id`,`kind`) WHERE "wallet_entries"."kind" in ('spent', 'spend_returned') and "wallet_entries"."part" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_entries_return_uq` ON `wallet_entries` (`return_id`,`kind`) WHERE "wallet_entries"."kind" in ('refund', 'cashback_reversed');--> statement-breakpoint
ALTER TABLE `orders` ADD `wallet_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The ledger starts from the cashback already earned: one earned row per lot (5 points = 1 EGP,
-- so a point is 20 piasters), and an expired row for each lot already past its expiry.
INSERT INTO `wallet_entries` (`user_id`, `kind`, `part`, `amount`, `cashback_id`, `order_id`, `expires_at`, `created_at`)
SELECT `user_id`, 'cashback_earned', 'cashback', `amount` * 20, `id`, `order_id`, `expires_at`, `created_at` FROM `cashbacks` WHERE `amount` > 0;--> statement-breakpoint
INSERT INTO `wallet_entries` (`user_id`, `kind`, `part`, `amount`, `cashback_id`, `expires_at`, `created_at`)
SELECT `user_id`, 'cashback_expired', 'cashback', -`amount` * 20, `id`, `expires_at`, `expires_at` FROM `cashbacks`
WHERE `amount` > 0 AND `expires_at` <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
