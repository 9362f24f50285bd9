ALTER TABLE `refresh_tokens` ADD `family` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `replaced_by` text;--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family`);--> statement-breakpoint
ALTER TABLE `users` ADD `token_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Tokens issued before this migration each become a family of their own.
UPDATE `refresh_tokens` SET `family` = `jti` WHERE `family` = '';
