ALTER TABLE `orders` ADD `delivery_method` text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_estimate` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `area_id` integer REFERENCES areas(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `building` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `floor` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `apartment` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `landmark` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `recipient` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_hours` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_hold_days` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `ready_at` text;--> statement-breakpoint
-- Orders from before: their building is the free text they were placed with.
UPDATE `orders` SET `building` = `building_or_house`;
