-- An offer's own low-stock line (ADR 0025). drizzle-kit writes a table rebuild for the new
-- CHECK, which would drop branch_products' triggers (migrations 0010, 0017) and the rows'
-- foreign keys: SQLite accepts a CHECK on an added column, so the column is added in place
-- (every row takes the default 5, which passes it).
ALTER TABLE `branch_products` ADD `low_stock_threshold` integer DEFAULT 5 NOT NULL CONSTRAINT "branch_products_low_stock_threshold_non_negative" CHECK("low_stock_threshold" >= 0);--> statement-breakpoint
CREATE INDEX `branch_products_branch_low_idx` ON `branch_products` (`branch_id`,`id`) WHERE "branch_products"."stock" <= "branch_products"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX `branch_products_low_idx` ON `branch_products` (`id`) WHERE "branch_products"."stock" <= "branch_products"."low_stock_threshold";
