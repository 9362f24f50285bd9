CREATE TABLE `delivery_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`attempt` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`actor_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_attempts_order_attempt_uq` ON `delivery_attempts` (`order_id`,`attempt`);--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_attempts` integer DEFAULT 0 NOT NULL;