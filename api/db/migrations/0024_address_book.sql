CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`area_id` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`recipient` text DEFAULT '' NOT NULL,
	`street` text NOT NULL,
	`building` text NOT NULL,
	`floor` text DEFAULT '' NOT NULL,
	`apartment` text DEFAULT '' NOT NULL,
	`landmark` text DEFAULT '' NOT NULL,
	`mobile` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`area_id`) REFERENCES `areas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `addresses_user_idx` ON `addresses` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_one_default_uq` ON `addresses` (`user_id`) WHERE "addresses"."is_default" = 1;