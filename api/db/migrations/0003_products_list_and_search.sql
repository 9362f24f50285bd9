CREATE INDEX `branch_products_branch_idx` ON `branch_products` (`branch_id`,`id`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_id_created_idx` ON `products` (`id`,`created_at`,`store_id`,`is_featured`);--> statement-breakpoint
-- Written by hand below (drizzle-kit has no virtual tables): the search index, SQLite only.
-- docs/decisions/0005-search-index.md; queried in api/src/catalog/search-index.ts.
-- An FTS5 index of products.search_text (already lower-cased and Arabic-normalised by the
-- API), in trigrams so that any substring of 3 or more characters is found from the index.
-- External content: the text lives once, in products; the triggers keep the index in step
-- with every insert, edit and delete, whichever code path writes the row.
CREATE VIRTUAL TABLE `products_fts` USING fts5(search_text, content='products', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF search_text ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `products_fts` (rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
-- Products that existed before this migration.
INSERT INTO `products_fts` (`products_fts`) VALUES ('rebuild');
