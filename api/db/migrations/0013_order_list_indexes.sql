DROP INDEX `orders_customer_idx`;--> statement-breakpoint
DROP INDEX `orders_branch_idx`;--> statement-breakpoint
DROP INDEX `orders_status_idx`;--> statement-breakpoint
CREATE INDEX `orders_store_idx` ON `orders` (`store_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_customer_status_idx` ON `orders` (`customer_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_branch_status_idx` ON `orders` (`branch_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_store_status_idx` ON `orders` (`store_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_customer_idx` ON `orders` (`customer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_branch_idx` ON `orders` (`branch_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`,`id`);