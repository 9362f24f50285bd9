CREATE INDEX `products_name_idx` ON `products` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `products_sold_idx` ON `products` (`total_sold`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`average_rating`,`id`);