CREATE TABLE `publish_run_stores` (
	`run_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`change_count` integer DEFAULT 1 NOT NULL,
	`last_change_at` text NOT NULL,
	PRIMARY KEY(`run_id`, `store_id`)
);
--> statement-breakpoint
CREATE INDEX `publish_run_stores_store_idx` ON `publish_run_stores` (`store_id`,`run_id`);--> statement-breakpoint
DROP INDEX `publish_runs_one_active_uq`;--> statement-breakpoint
ALTER TABLE `publish_runs` ADD `cause` text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE `publish_runs` ADD `change_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `publish_runs` ADD `first_change_at` text;--> statement-breakpoint
ALTER TABLE `publish_runs` ADD `last_change_at` text;--> statement-breakpoint
ALTER TABLE `publish_runs` ADD `dispatched_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `publish_runs_one_per_status_uq` ON `publish_runs` (`status`) WHERE "publish_runs"."status" in ('queued', 'building');--> statement-breakpoint
-- A change to what the prerendered storefront shows schedules a publish, in the same
-- transaction as the change: every such change writes its audit row (api/src/audit/record.ts),
-- and only a change that happened does, so this is the one hook, whichever route or code path
-- writes. Products (and their pictures, which are audited as the product), listings, branches,
-- stores (settings included), themes and categories are on the pages; orders, managers, users and
-- publishing itself are not. The change joins the run waiting to be built, else starts one
-- (`cause` 'auto'); during a build it waits for the next run, since the one-per-status index
-- lets one run wait beside the one building. When an automatic run is due (its last change
-- plus the delay, capped at its first change plus the longest wait) is configuration, worked
-- out where it is read (api/src/publish/runs.ts dueAt), so the database keeps only when the
-- changes were made. ADR 0016, addendum.
CREATE TRIGGER `audit_log_schedules_publish` AFTER INSERT ON `audit_log`
WHEN new.object_type IN ('product', 'listing', 'branch', 'store', 'theme', 'category') BEGIN
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
