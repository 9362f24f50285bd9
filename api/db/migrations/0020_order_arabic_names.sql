ALTER TABLE `orders` ADD `branch_name_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `store_name_ar` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand below: orders placed before this migration take the Arabic names their
-- branch and store have now (the best record there is); an order whose branch or store was
-- deleted keeps "", and screens fall back to the English name. A cancelled order that was
-- never paid owes nothing: its payment status becomes "not_due", as a cancel now sets it.
UPDATE `orders` SET `branch_name_ar` = coalesce((SELECT `name_ar` FROM `branches` WHERE `branches`.`id` = `orders`.`branch_id`), '') WHERE `branch_id` IS NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `store_name_ar` = coalesce((SELECT `name_ar` FROM `stores` WHERE `stores`.`id` = `orders`.`store_id`), '') WHERE `store_id` IS NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `payment_status` = 'not_due' WHERE `status` = 'cancelled' AND `payment_status` = 'pending';
