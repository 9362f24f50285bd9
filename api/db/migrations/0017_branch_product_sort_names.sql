ALTER TABLE `branch_products` ADD `product_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `branch_products` ADD `product_name_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `branch_products` ADD `product_sku` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Offers that existed before this migration.
UPDATE `branch_products` SET (`product_name`, `product_name_ar`, `product_sku`) = (SELECT `name`, `name_ar`, `sku` FROM `products` WHERE `products`.`id` = `branch_products`.`product_id`);--> statement-breakpoint
CREATE INDEX `branch_products_branch_name_idx` ON `branch_products` (`branch_id`,"product_name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_branch_name_ar_idx` ON `branch_products` (`branch_id`,`product_name_ar`,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_branch_sku_idx` ON `branch_products` (`branch_id`,"product_sku" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_name_idx` ON `branch_products` ("product_name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_name_ar_idx` ON `branch_products` (`product_name_ar`,`id`);--> statement-breakpoint
CREATE INDEX `branch_products_sku_idx` ON `branch_products` ("product_sku" collate nocase,`id`);--> statement-breakpoint
-- Kept in step with the product, wherever an offer is written (the API, seeds, imports).
CREATE TRIGGER `branch_products_names_after_insert` AFTER INSERT ON `branch_products` BEGIN
  UPDATE `branch_products` SET (`product_name`, `product_name_ar`, `product_sku`) = (SELECT `name`, `name_ar`, `sku` FROM `products` WHERE `products`.`id` = new.`product_id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `products_names_after_update` AFTER UPDATE OF `name`, `name_ar`, `sku` ON `products` BEGIN
  UPDATE `branch_products` SET `product_name` = new.`name`, `product_name_ar` = new.`name_ar`, `product_sku` = new.`sku` WHERE `product_id` = new.`id`;
END;
