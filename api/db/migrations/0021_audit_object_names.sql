ALTER TABLE `audit_log` ADD `object_name` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `object_name_ar` text;