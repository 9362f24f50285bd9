CREATE INDEX `branch_products_price_idx` ON `branch_products` (`price`,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_stock_idx` ON `branch_products` (`stock`,`id`);