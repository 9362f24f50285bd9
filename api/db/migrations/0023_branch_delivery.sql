CREATE TABLE `branch_delivery` (
	`branch_id` integer PRIMARY KEY NOT NULL,
	`free_over` integer,
	`pickup` integer DEFAULT false NOT NULL,
	`pickup_address` text DEFAULT '' NOT NULL,
	`pickup_hours` text DEFAULT '' NOT NULL,
	`pickup_hold_days` integer DEFAULT 3 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `branch_delivery_areas` (
	`branch_id` integer NOT NULL,
	`area_id` integer NOT NULL,
	`fee` integer,
	PRIMARY KEY(`branch_id`, `area_id`),
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "branch_delivery_area_fee_ck" CHECK("branch_delivery_areas"."fee" is null or "branch_delivery_areas"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE `branch_delivery_governorates` (
	`branch_id` integer NOT NULL,
	`governorate_id` integer NOT NULL,
	`fee` integer NOT NULL,
	`estimate` text NOT NULL,
	`whole` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`branch_id`, `governorate_id`),
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`governorate_id`) REFERENCES `governorates`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "branch_delivery_fee_ck" CHECK("branch_delivery_governorates"."fee" >= 0)
);
