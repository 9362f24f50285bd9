CREATE TABLE `publish_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`requested_by` integer,
	`requested_by_username` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`step` text,
	`pages_done` integer,
	`pages_total` integer,
	`pages` integer,
	`error` text,
	`log_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`started_at` text,
	`finished_at` text,
	`reported_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- At most one run queued or building: the indexed expression is the same (1) for every such row.
CREATE UNIQUE INDEX `publish_runs_one_active_uq` ON `publish_runs` ((`status` in ('queued', 'building'))) WHERE `status` in ('queued', 'building');
