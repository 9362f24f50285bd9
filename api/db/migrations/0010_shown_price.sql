ALTER TABLE `products` ADD `shown_price` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`shown_price`,`id`);--> statement-breakpoint
-- Written by hand below (drizzle-kit has no triggers): products.shown_price is the cheapest
-- listing's price, else the base price, whichever code path writes (the API, the seed,
-- cascades). Only a listing's price, product or existence and the base price move it:
-- checkouts change stock, which fires nothing here. docs/decisions/0017-catalogue-at-scale.md.
CREATE TRIGGER `products_shown_price_after_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `products` SET `shown_price` = new.base_price WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_shown_price_after_base_price` AFTER UPDATE OF base_price ON `products` BEGIN
  UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = new.id), new.base_price) WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `branch_products_shown_price_after_insert` AFTER INSERT ON `branch_products` BEGIN
  UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = new.product_id), `base_price`) WHERE `id` = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `branch_products_shown_price_after_update` AFTER UPDATE OF price, product_id ON `branch_products` BEGIN
  UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = new.product_id), `base_price`) WHERE `id` = new.product_id;
  UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = old.product_id), `base_price`) WHERE `id` = old.product_id AND old.product_id <> new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `branch_products_shown_price_after_delete` AFTER DELETE ON `branch_products` BEGIN
  UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = old.product_id), `base_price`) WHERE `id` = old.product_id;
END;
--> statement-breakpoint
-- Products that existed before this migration.
UPDATE `products` SET `shown_price` = coalesce((SELECT min(`price`) FROM `branch_products` WHERE `product_id` = `products`.`id`), `base_price`);
