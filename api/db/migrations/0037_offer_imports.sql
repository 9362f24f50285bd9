CREATE TABLE `offer_import_rows` (
	`import_id` integer NOT NULL,
	`row` integer NOT NULL,
	`sku` text NOT NULL,
	`branch_ref` text NOT NULL,
	`product_id` integer,
	`branch_id` integer,
	`offer_id` integer,
	`price` integer,
	`stock` integer,
	`is_available` integer,
	`before_price` integer,
	`before_stock` integer,
	`before_available` integer,
	`action` text NOT NULL,
	`error` text,
	PRIMARY KEY(`import_id`, `row`),
	FOREIGN KEY (`import_id`) REFERENCES `offer_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_import_rows_action_idx` ON `offer_import_rows` (`import_id`,`action`,`row`);--> statement-breakpoint
CREATE TABLE `offer_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`size` integer NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'checking' NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`to_add` integer DEFAULT 0 NOT NULL,
	`to_change` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`errors` integer DEFAULT 0 NOT NULL,
	`failure` text,
	`applied_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "offer_imports_errors_non_negative" CHECK("offer_imports"."errors" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offer_imports_file_key_unique` ON `offer_imports` (`file_key`);--> statement-breakpoint
CREATE INDEX `offer_imports_user_idx` ON `offer_imports` (`user_id`,`id`);--> statement-breakpoint
-- An applied import changes listings: it schedules a publish run like any listing change
-- (ADR 0016's trigger, with offer_import among the objects the prerendered pages show).
DROP TRIGGER IF EXISTS `audit_log_schedules_publish`;--> statement-breakpoint
CREATE TRIGGER `audit_log_schedules_publish` AFTER INSERT ON `audit_log`
WHEN new.object_type IN ('product', 'listing', 'branch', 'store', 'theme', 'category', 'offer_import') BEGIN
  INSERT INTO `publish_runs` (`requested_by`, `requested_by_username`, `status`, `cause`, `change_count`, `first_change_at`, `last_change_at`, `created_at`, `reported_at`)
  VALUES (new.actor_id, new.actor_username, 'queued', 'auto', 1, new.created_at, new.created_at, new.created_at, new.created_at)
  ON CONFLICT (`status`) WHERE `status` IN ('queued', 'building') DO UPDATE SET
    `change_count` = `change_count` + 1,
    `first_change_at` = coalesce(`first_change_at`, excluded.first_change_at),
    `last_change_at` = excluded.last_change_at;
  INSERT INTO `publish_run_stores` (`run_id`, `store_id`, `change_count`, `last_change_at`)
  SELECT `id`, new.store_id, 1, new.created_at FROM `publish_runs` WHERE `status` = 'queued' AND new.store_id IS NOT NULL
  ON CONFLICT (`run_id`, `store_id`) DO UPDATE SET `change_count` = `change_count` + 1, `last_change_at` = excluded.last_change_at;
END;
