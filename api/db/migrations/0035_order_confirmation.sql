PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_one_time_codes` (
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`subject` integer DEFAULT 0 NOT NULL,
	`target` text NOT NULL,
	`code_hash` text NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `purpose`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_one_time_codes`("user_id", "purpose", "subject", "target", "code_hash", "tries", "expires_at", "used_at", "created_at") SELECT "user_id", "purpose", 0, "target", "code_hash", "tries", "expires_at", "used_at", "created_at" FROM `one_time_codes`;--> statement-breakpoint
DROP TABLE `one_time_codes`;--> statement-breakpoint
ALTER TABLE `__new_one_time_codes` RENAME TO `one_time_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirm_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_via` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_by` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `orders_confirm_by_idx` ON `orders` (`status`,`confirm_by`);--> statement-breakpoint
ALTER TABLE `users` ADD `refusals_cleared_at` text;