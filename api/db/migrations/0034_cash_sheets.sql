-- Cash on delivery accounted for (ADR 0032): each delivered COD order's collection, the handovers
-- of cash to the branch and the orders each covers (an order at most once: the unique index).
CREATE TABLE `cash_collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`branch_id` integer,
	`amount` integer NOT NULL,
	`collected_by` text NOT NULL,
	`collected_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cash_collections_amount_non_negative" CHECK("cash_collections"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_collections_order_id_unique` ON `cash_collections` (`order_id`);--> statement-breakpoint
CREATE INDEX `cash_collections_branch_idx` ON `cash_collections` (`branch_id`,`collected_at`);--> statement-breakpoint
CREATE TABLE `cash_handover_orders` (
	`handover_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	PRIMARY KEY(`handover_id`, `order_id`),
	FOREIGN KEY (`handover_id`) REFERENCES `cash_handovers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_handover_orders_order_id_unique` ON `cash_handover_orders` (`order_id`);--> statement-breakpoint
CREATE TABLE `cash_handovers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`branch_id` integer,
	`courier` text NOT NULL,
	`amount` integer NOT NULL,
	`handed_at` text NOT NULL,
	`recorded_by` integer,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cash_handovers_amount_positive" CHECK("cash_handovers"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_handovers_uuid_unique` ON `cash_handovers` (`uuid`);--> statement-breakpoint
CREATE INDEX `cash_handovers_branch_idx` ON `cash_handovers` (`branch_id`,`handed_at`);