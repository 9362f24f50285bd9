CREATE TABLE `report_cash` (
	`branch_id` integer PRIMARY KEY NOT NULL,
	`collected` integer DEFAULT 0 NOT NULL,
	`handed_over` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_categories` (
	`day` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `store_id`, `branch_id`, `category_id`)
);
--> statement-breakpoint
CREATE INDEX `report_categories_store_idx` ON `report_categories` (`store_id`,`day`);--> statement-breakpoint
CREATE INDEX `report_categories_branch_idx` ON `report_categories` (`branch_id`,`day`);--> statement-breakpoint
CREATE TABLE `report_category_months` (
	`month` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `store_id`, `branch_id`, `category_id`)
);
--> statement-breakpoint
CREATE INDEX `report_category_months_store_idx` ON `report_category_months` (`store_id`,`month`);--> statement-breakpoint
CREATE INDEX `report_category_months_branch_idx` ON `report_category_months` (`branch_id`,`month`);--> statement-breakpoint
CREATE TABLE `report_days` (
	`day` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`sold_orders` integer DEFAULT 0 NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	`delivery` integer DEFAULT 0 NOT NULL,
	`cod_fees` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`refused` integer DEFAULT 0 NOT NULL,
	`cashback` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `store_id`, `branch_id`)
);
--> statement-breakpoint
CREATE INDEX `report_days_store_idx` ON `report_days` (`store_id`,`day`);--> statement-breakpoint
CREATE INDEX `report_days_branch_idx` ON `report_days` (`branch_id`,`day`);--> statement-breakpoint
CREATE TABLE `report_months` (
	`month` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`sold_orders` integer DEFAULT 0 NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	`delivery` integer DEFAULT 0 NOT NULL,
	`cod_fees` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`refused` integer DEFAULT 0 NOT NULL,
	`cashback` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `store_id`, `branch_id`)
);
--> statement-breakpoint
CREATE INDEX `report_months_store_idx` ON `report_months` (`store_id`,`month`);--> statement-breakpoint
CREATE INDEX `report_months_branch_idx` ON `report_months` (`branch_id`,`month`);--> statement-breakpoint
CREATE TABLE `report_product_months` (
	`month` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `store_id`, `branch_id`, `product_id`)
);
--> statement-breakpoint
CREATE INDEX `report_product_months_store_idx` ON `report_product_months` (`store_id`,`month`);--> statement-breakpoint
CREATE INDEX `report_product_months_branch_idx` ON `report_product_months` (`branch_id`,`month`);--> statement-breakpoint
CREATE TABLE `report_products` (
	`day` text NOT NULL,
	`store_id` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`goods` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `store_id`, `branch_id`, `product_id`)
);
--> statement-breakpoint
CREATE INDEX `report_products_store_idx` ON `report_products` (`store_id`,`day`);--> statement-breakpoint
CREATE INDEX `report_products_branch_idx` ON `report_products` (`branch_id`,`day`);--> statement-breakpoint
-- Written by hand below (docs/decisions/0036). report_cash: the cash domain's totals per branch,
-- kept by triggers on every write of cash_collections and cash_handovers (the API's, a branch
-- deleted: branch_id set null moves its cash to branch 0), then filled from the rows there are.
CREATE TRIGGER `cash_collections_report_cash_after_insert` AFTER INSERT ON `cash_collections` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `collected`) VALUES (coalesce(new.branch_id, 0), new.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `collected` = `report_cash`.`collected` + excluded.`collected`;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_collections_report_cash_after_update` AFTER UPDATE OF amount, branch_id ON `cash_collections` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `collected`) VALUES (coalesce(old.branch_id, 0), -old.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `collected` = `report_cash`.`collected` + excluded.`collected`;
  INSERT INTO `report_cash` (`branch_id`, `collected`) VALUES (coalesce(new.branch_id, 0), new.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `collected` = `report_cash`.`collected` + excluded.`collected`;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_collections_report_cash_after_delete` AFTER DELETE ON `cash_collections` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `collected`) VALUES (coalesce(old.branch_id, 0), -old.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `collected` = `report_cash`.`collected` + excluded.`collected`;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_handovers_report_cash_after_insert` AFTER INSERT ON `cash_handovers` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `handed_over`) VALUES (coalesce(new.branch_id, 0), new.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `handed_over` = `report_cash`.`handed_over` + excluded.`handed_over`;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_handovers_report_cash_after_update` AFTER UPDATE OF amount, branch_id ON `cash_handovers` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `handed_over`) VALUES (coalesce(old.branch_id, 0), -old.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `handed_over` = `report_cash`.`handed_over` + excluded.`handed_over`;
  INSERT INTO `report_cash` (`branch_id`, `handed_over`) VALUES (coalesce(new.branch_id, 0), new.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `handed_over` = `report_cash`.`handed_over` + excluded.`handed_over`;
END;
--> statement-breakpoint
CREATE TRIGGER `cash_handovers_report_cash_after_delete` AFTER DELETE ON `cash_handovers` BEGIN
  INSERT INTO `report_cash` (`branch_id`, `handed_over`) VALUES (coalesce(old.branch_id, 0), -old.amount)
    ON CONFLICT (`branch_id`) DO UPDATE SET `handed_over` = `report_cash`.`handed_over` + excluded.`handed_over`;
END;
--> statement-breakpoint
INSERT INTO `report_cash` (`branch_id`, `collected`, `handed_over`)
  SELECT `branch_id`, sum(`collected`), sum(`handed_over`) FROM (
    SELECT coalesce(`branch_id`, 0) AS `branch_id`, `amount` AS `collected`, 0 AS `handed_over` FROM `cash_collections`
    UNION ALL SELECT coalesce(`branch_id`, 0), 0, `amount` FROM `cash_handovers`
  ) WHERE true GROUP BY `branch_id`;
--> statement-breakpoint
-- The backfill (hand-written, docs/decisions/0036): every order as it is now, the same SQL the
-- checkout runs on its new orders (api/src/reports/figures.ts placedStatements, with every order matched;
-- figures.test.ts checks this text against it). One statement per line, as the query builder writes it.
insert into "report_days" ("day", "store_id", "branch_id", "orders", "sold_orders", "units", "goods", "delivery", "cod_fees", "cancelled", "refused", "cashback") select (case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end) as "day", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", count(*) as "orders", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then 1 else 0 end) as "sold_orders", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then coalesce((select sum("order_items"."quantity") from "order_items" where "order_items"."order_id" = "orders"."id"), 0) else 0 end) as "units", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then ("orders"."total" - "orders"."delivery_fee" - "orders"."cod_fee") else 0 end) as "goods", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then "orders"."delivery_fee" else 0 end) as "delivery", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then "orders"."cod_fee" else 0 end) as "cod_fees", sum(case when "orders"."status" = 'cancelled' then 1 else 0 end) as "cancelled", sum(case when ("orders"."status" = 'refused' or ("orders"."status" = 'returned' and exists (select 1 from "order_status_history" where "order_status_history"."order_id" = "orders"."id" and "order_status_history"."to_status" = 'refused'))) then 1 else 0 end) as "refused", sum(coalesce((select "cashbacks"."amount" from "cashbacks" where "cashbacks"."order_id" = "orders"."id"), 0) * 20) as "cashback" from "orders" where 1 group by 1, 2, 3 on conflict ("report_days"."day", "report_days"."store_id", "report_days"."branch_id") do update set "orders" = "report_days"."orders" + excluded."orders", "sold_orders" = "report_days"."sold_orders" + excluded."sold_orders", "units" = "report_days"."units" + excluded."units", "goods" = "report_days"."goods" + excluded."goods", "delivery" = "report_days"."delivery" + excluded."delivery", "cod_fees" = "report_days"."cod_fees" + excluded."cod_fees", "cancelled" = "report_days"."cancelled" + excluded."cancelled", "refused" = "report_days"."refused" + excluded."refused", "cashback" = "report_days"."cashback" + excluded."cashback";
--> statement-breakpoint
insert into "report_months" ("month", "store_id", "branch_id", "orders", "sold_orders", "units", "goods", "delivery", "cod_fees", "cancelled", "refused", "cashback") select substr((case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end), 1, 7) as "month", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", count(*) as "orders", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then 1 else 0 end) as "sold_orders", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then coalesce((select sum("order_items"."quantity") from "order_items" where "order_items"."order_id" = "orders"."id"), 0) else 0 end) as "units", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then ("orders"."total" - "orders"."delivery_fee" - "orders"."cod_fee") else 0 end) as "goods", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then "orders"."delivery_fee" else 0 end) as "delivery", sum(case when "orders"."status" not in ('cancelled', 'refused', 'returned') then "orders"."cod_fee" else 0 end) as "cod_fees", sum(case when "orders"."status" = 'cancelled' then 1 else 0 end) as "cancelled", sum(case when ("orders"."status" = 'refused' or ("orders"."status" = 'returned' and exists (select 1 from "order_status_history" where "order_status_history"."order_id" = "orders"."id" and "order_status_history"."to_status" = 'refused'))) then 1 else 0 end) as "refused", sum(coalesce((select "cashbacks"."amount" from "cashbacks" where "cashbacks"."order_id" = "orders"."id"), 0) * 20) as "cashback" from "orders" where 1 group by 1, 2, 3 on conflict ("report_months"."month", "report_months"."store_id", "report_months"."branch_id") do update set "orders" = "report_months"."orders" + excluded."orders", "sold_orders" = "report_months"."sold_orders" + excluded."sold_orders", "units" = "report_months"."units" + excluded."units", "goods" = "report_months"."goods" + excluded."goods", "delivery" = "report_months"."delivery" + excluded."delivery", "cod_fees" = "report_months"."cod_fees" + excluded."cod_fees", "cancelled" = "report_months"."cancelled" + excluded."cancelled", "refused" = "report_months"."refused" + excluded."refused", "cashback" = "report_months"."cashback" + excluded."cashback";
--> statement-breakpoint
insert into "report_products" ("day", "store_id", "branch_id", "product_id", "units", "goods") select (case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end) as "day", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", "order_items"."product_id" as "product_id", sum("order_items"."quantity") as "units", sum("order_items"."quantity" * "order_items"."price") as "goods" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" where ((1 and "orders"."status" not in ('cancelled', 'refused', 'returned')) and "order_items"."product_id" is not null) group by 1, 2, 3, 4 on conflict ("report_products"."day", "report_products"."store_id", "report_products"."branch_id", "report_products"."product_id") do update set "units" = "report_products"."units" + excluded."units", "goods" = "report_products"."goods" + excluded."goods";
--> statement-breakpoint
insert into "report_product_months" ("month", "store_id", "branch_id", "product_id", "units", "goods") select substr((case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end), 1, 7) as "month", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", "order_items"."product_id" as "product_id", sum("order_items"."quantity") as "units", sum("order_items"."quantity" * "order_items"."price") as "goods" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" where ((1 and "orders"."status" not in ('cancelled', 'refused', 'returned')) and "order_items"."product_id" is not null) group by 1, 2, 3, 4 on conflict ("report_product_months"."month", "report_product_months"."store_id", "report_product_months"."branch_id", "report_product_months"."product_id") do update set "units" = "report_product_months"."units" + excluded."units", "goods" = "report_product_months"."goods" + excluded."goods";
--> statement-breakpoint
insert into "report_categories" ("day", "store_id", "branch_id", "category_id", "units", "goods") select (case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end) as "day", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", coalesce("product_categories"."category_id", 0) as "category_id", sum("order_items"."quantity") as "units", sum("order_items"."quantity" * "order_items"."price") as "goods" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" left join "product_categories" on "product_categories"."product_id" = "order_items"."product_id" where (1 and "orders"."status" not in ('cancelled', 'refused', 'returned')) group by 1, 2, 3, 4 on conflict ("report_categories"."day", "report_categories"."store_id", "report_categories"."branch_id", "report_categories"."category_id") do update set "units" = "report_categories"."units" + excluded."units", "goods" = "report_categories"."goods" + excluded."goods";
--> statement-breakpoint
insert into "report_category_months" ("month", "store_id", "branch_id", "category_id", "units", "goods") select substr((case when strftime('%Y', datetime("orders"."created_at", '+2 hours')) >= '2023' and datetime("orders"."created_at", '+2 hours') >= date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-05-01', 'weekday 5', '-7 days') and datetime("orders"."created_at", '+2 hours') < datetime(date(strftime('%Y', datetime("orders"."created_at", '+2 hours')) || '-11-01', 'weekday 4', '-7 days'), '+23 hours') then date(datetime("orders"."created_at", '+2 hours'), '+1 hour') else date(datetime("orders"."created_at", '+2 hours')) end), 1, 7) as "month", coalesce("orders"."store_id", 0) as "store_id", coalesce("orders"."branch_id", 0) as "branch_id", coalesce("product_categories"."category_id", 0) as "category_id", sum("order_items"."quantity") as "units", sum("order_items"."quantity" * "order_items"."price") as "goods" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" left join "product_categories" on "product_categories"."product_id" = "order_items"."product_id" where (1 and "orders"."status" not in ('cancelled', 'refused', 'returned')) group by 1, 2, 3, 4 on conflict ("report_category_months"."month", "report_category_months"."store_id", "report_category_months"."branch_id", "report_category_months"."category_id") do update set "units" = "report_category_months"."units" + excluded."units", "goods" = "report_category_months"."goods" + excluded."goods";
