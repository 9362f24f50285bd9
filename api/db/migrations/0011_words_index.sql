-- Written by hand (drizzle-kit has no virtual tables): the index for search terms of one or two
-- letters, SQLite only. docs/decisions/0017-catalogue-at-scale.md; queried in
-- api/src/catalog/search-index.ts. The trigram index (0003) cannot hold terms shorter than
-- three characters; this one holds the words of products.search_text (unicode61), with
-- prefix indexes of one and two characters, so "tv" finds the products with a word starting
-- "tv" from the index. External content and triggers, as products_fts.
CREATE VIRTUAL TABLE `products_words` USING fts5(search_text, content='products', content_rowid='id', tokenize='unicode61', prefix='1 2');
--> statement-breakpoint
CREATE TRIGGER `products_words_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_words` (rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_words` (`products_words`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `products_words_after_update` AFTER UPDATE OF search_text ON `products` BEGIN
  INSERT INTO `products_words` (`products_words`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `products_words` (rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
-- Products that existed before this migration.
INSERT INTO `products_words` (`products_words`) VALUES ('rebuild');
