CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`actor_username` text NOT NULL,
	`action` text NOT NULL,
	`object_type` text NOT NULL,
	`object_id` integer,
	`store_id` integer,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_store_idx` ON `audit_log` (`store_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_object_idx` ON `audit_log` (`object_type`,`object_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`id`);--> statement-breakpoint
ALTER TABLE `themes` ADD `store_id` integer REFERENCES stores(id) ON DELETE cascade;--> statement-breakpoint
-- A theme goes to the first store that uses it, else to the store of the first branch that does.
UPDATE `themes` SET `store_id` = (SELECT min(`id`) FROM `stores` WHERE `stores`.`theme_id` = `themes`.`id`);--> statement-breakpoint
UPDATE `themes` SET `store_id` = (SELECT min(`store_id`) FROM `branches` WHERE `branches`.`theme_id` = `themes`.`id`) WHERE `store_id` IS NULL;--> statement-breakpoint
-- Whoever used a theme of another store falls back to the default colours.
UPDATE `stores` SET `theme_id` = NULL WHERE `theme_id` IS NOT NULL AND `theme_id` NOT IN (SELECT `id` FROM `themes` WHERE `themes`.`store_id` = `stores`.`id`);--> statement-breakpoint
UPDATE `branches` SET `theme_id` = NULL WHERE `theme_id` IS NOT NULL AND `theme_id` NOT IN (SELECT `id` FROM `themes` WHERE `themes`.`store_id` = `branches`.`store_id`);--> statement-breakpoint
CREATE INDEX `themes_store_idx` ON `themes` (`store_id`);