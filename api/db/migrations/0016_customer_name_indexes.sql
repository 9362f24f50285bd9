CREATE INDEX `users_full_name_lower_idx` ON `users` (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX `users_last_name_lower_idx` ON `users` (lower("last_name"));