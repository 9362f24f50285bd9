CREATE INDEX `branch_products_branch_price_idx` ON `branch_products` (`branch_id`,`price`,`product_id`);--> statement-breakpoint
CREATE INDEX `branch_products_branch_price_id_idx` ON `branch_products` (`branch_id`,`price`,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_branch_stock_idx` ON `branch_products` (`branch_id`,`stock`,`id`);