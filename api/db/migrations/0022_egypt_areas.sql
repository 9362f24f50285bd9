CREATE TABLE `areas` (
	`id` integer PRIMARY KEY NOT NULL,
	`governorate_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_ar` text NOT NULL,
	`aliases` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`governorate_id`) REFERENCES `governorates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `areas_governorate_idx` ON `areas` (`governorate_id`);--> statement-breakpoint
CREATE TABLE `governorates` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`name_ar` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `governorates_code_unique` ON `governorates` (`code`);--> statement-breakpoint
-- The governorates and areas of Egypt, from api/db/areas/egypt.txt (api/db/areas/areas.test.ts checks they agree).
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (1, 'EG-C', 'Cairo', 'القاهرة');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1001, 1, 'Downtown (Wust El Balad)', 'وسط البلد', 'Downtown Cairo;Wust El Balad;Wist El Balad');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1002, 1, 'Zamalek', 'الزمالك', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1003, 1, 'Garden City', 'جاردن سيتي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1004, 1, 'Abdeen', 'عابدين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1005, 1, 'Sayeda Zeinab', 'السيدة زينب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1006, 1, 'Old Cairo (Misr El Qadima)', 'مصر القديمة', 'Misr El Qadima;Masr El Adima');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1007, 1, 'Manial', 'المنيل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1008, 1, 'El Khalifa', 'الخليفة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1009, 1, 'El Mokattam', 'المقطم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1010, 1, 'El Darb El Ahmar', 'الدرب الأحمر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1011, 1, 'El Gamaleya', 'الجمالية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1012, 1, 'Bab El Shaareya', 'باب الشعرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1013, 1, 'El Mosky', 'الموسكي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1014, 1, 'El Azbakeya', 'الأزبكية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1015, 1, 'Boulaq', 'بولاق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1016, 1, 'Shubra', 'شبرا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1017, 1, 'Rod El Farag', 'روض الفرج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1018, 1, 'El Sahel', 'الساحل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1019, 1, 'El Sharabiya', 'الشرابية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1020, 1, 'El Zawya El Hamra', 'الزاوية الحمراء', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1021, 1, 'Hadayek El Kobba', 'حدائق القبة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1022, 1, 'El Waily', 'الوايلي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1023, 1, 'Abbassia', 'العباسية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1024, 1, 'Daher', 'الظاهر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1025, 1, 'El Zaytoun', 'الزيتون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1026, 1, 'Hadayek El Zaytoun', 'حدائق الزيتون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1027, 1, 'Heliopolis (Masr El Gedida)', 'مصر الجديدة', 'Masr El Gedida;Misr El Gedida');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1028, 1, 'El Nozha', 'النزهة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1029, 1, 'Sheraton', 'شيراتون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1030, 1, 'Nasr City', 'مدينة نصر', 'Madinet Nasr');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1031, 1, 'El Matareya', 'المطرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1032, 1, 'Ain Shams', 'عين شمس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1033, 1, 'El Salam', 'السلام', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1034, 1, 'El Marg', 'المرج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1035, 1, 'El Nahda', 'النهضة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1036, 1, 'El Zahraa', 'الزهراء', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1037, 1, 'Maadi', 'المعادي', 'El Maadi');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1038, 1, 'Zahraa El Maadi', 'زهراء المعادي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1039, 1, 'Dar El Salam', 'دار السلام', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1040, 1, 'El Basatin', 'البساتين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1041, 1, 'Tora', 'طرة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1042, 1, 'Helwan', 'حلوان', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1043, 1, 'El Maasara', 'المعصرة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1044, 1, 'El Tebbin', 'التبين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1045, 1, '15th of May City', 'مدينة 15 مايو', '15 May;15 مايو');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1046, 1, 'New Cairo (Fifth Settlement)', 'القاهرة الجديدة (التجمع الخامس)', 'Fifth Settlement;5th Settlement;Tagamoa;Tagamo3;التجمع');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1047, 1, 'First Settlement', 'التجمع الأول', '1st Settlement;Tagamoa El Awal');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1048, 1, 'Rehab City', 'مدينة الرحاب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1049, 1, 'Madinaty', 'مدينتي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1050, 1, 'El Shorouk', 'الشروق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1051, 1, 'Badr City', 'مدينة بدر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1052, 1, 'New Administrative Capital', 'العاصمة الإدارية الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1053, 1, 'Katameya', 'القطامية', 'Kattameya;Qattameya');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1054, 1, 'Manshiyat Naser', 'منشأة ناصر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1055, 1, 'El Herafiyeen', 'الحرفيين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (1056, 1, 'Al Amiriyah', 'الأميرية', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (2, 'EG-GZ', 'Giza', 'الجيزة');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2001, 2, 'Dokki', 'الدقي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2002, 2, 'Mohandessin', 'المهندسين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2003, 2, 'Agouza', 'العجوزة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2004, 2, 'Imbaba', 'إمبابة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2005, 2, 'El Warraq', 'الوراق', 'Warraq');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2006, 2, 'Boulaq El Dakrour', 'بولاق الدكرور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2007, 2, 'Faisal', 'فيصل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2008, 2, 'Haram', 'الهرم', 'Pyramids;El Haram');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2009, 2, 'El Omraniya', 'العمرانية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2010, 2, 'Giza Square', 'ميدان الجيزة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2011, 2, 'El Talbiya', 'الطالبية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2012, 2, 'Hadayek El Ahram', 'حدائق الأهرام', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2013, 2, '6th of October City', 'مدينة السادس من أكتوبر', '6 October;October;Sixth of October;6 أكتوبر;أكتوبر');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2014, 2, 'Sheikh Zayed City', 'مدينة الشيخ زايد', 'Zayed;El Sheikh Zayed;زايد');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2015, 2, 'Hadayek October', 'حدائق أكتوبر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2016, 2, 'Smart Village', 'القرية الذكية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2017, 2, 'Kerdasa', 'كرداسة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2018, 2, 'Abu Rawash', 'أبو رواش', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2019, 2, 'Abu El Nomros', 'أبو النمرس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2020, 2, 'El Hawamdeya', 'الحوامدية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2021, 2, 'El Badrashein', 'البدرشين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2022, 2, 'El Ayat', 'العياط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2023, 2, 'El Saff', 'الصف', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2024, 2, 'Atfih', 'أطفيح', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2025, 2, 'Osim', 'أوسيم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2026, 2, 'Manshiyet El Qanater', 'منشأة القناطر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2027, 2, 'El Wahat El Bahariya', 'الواحات البحرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2028, 2, 'Kafr Ghatati', 'كفر غطاطي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2029, 2, 'Saqiyet Mekki', 'ساقية مكي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (2030, 2, 'El Moneeb', 'المنيب', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (3, 'EG-ALX', 'Alexandria', 'الإسكندرية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3001, 3, 'Montaza', 'المنتزه', 'El Montazah;Montazah');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3002, 3, 'Mandara', 'المندرة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3003, 3, 'Miami', 'ميامي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3004, 3, 'Sidi Bishr', 'سيدي بشر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3005, 3, 'Asafra', 'العصافرة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3006, 3, 'Sidi Gaber', 'سيدي جابر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3007, 3, 'Smouha', 'سموحة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3008, 3, 'Sporting', 'سبورتنج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3009, 3, 'Cleopatra', 'كليوباترا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3010, 3, 'Stanley', 'ستانلي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3011, 3, 'Roushdy', 'رشدي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3012, 3, 'Gleem', 'جليم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3013, 3, 'San Stefano', 'سان ستيفانو', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3014, 3, 'Louran', 'لوران', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3015, 3, 'Raml Station', 'محطة الرمل', 'Mahatet El Raml');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3016, 3, 'Mansheya', 'المنشية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3017, 3, 'El Attarin', 'العطارين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3018, 3, 'Moharam Bek', 'محرم بك', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3019, 3, 'El Gomrok', 'الجمرك', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3020, 3, 'Anfoushi', 'الأنفوشي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3021, 3, 'Karmouz', 'كرموز', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3022, 3, 'Mina El Basal', 'مينا البصل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3023, 3, 'El Labban', 'اللبان', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3024, 3, 'El Dekheila', 'الدخيلة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3025, 3, 'El Max', 'المكس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3026, 3, 'Agami', 'العجمي', 'El Agami;Agamy');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3027, 3, 'Hanoville', 'الهانوفيل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3028, 3, 'El Amreya', 'العامرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3029, 3, 'Borg El Arab', 'برج العرب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3030, 3, 'New Borg El Arab', 'برج العرب الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3031, 3, 'Abu Qir', 'أبو قير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3032, 3, 'El Maamoura', 'المعمورة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3033, 3, 'King Mariout', 'كينج مريوط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3034, 3, 'Bacos', 'باكوس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3035, 3, 'El Ibrahimiya', 'الإبراهيمية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (3036, 3, 'Camp Shezar', 'كامب شيزار', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (4, 'EG-DK', 'Dakahlia', 'الدقهلية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4001, 4, 'Mansoura', 'المنصورة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4002, 4, 'Talkha', 'طلخا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4003, 4, 'Mit Ghamr', 'ميت غمر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4004, 4, 'Dekernes', 'دكرنس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4005, 4, 'Aga', 'أجا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4006, 4, 'Minyat El Nasr', 'منية النصر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4007, 4, 'Sinbillawin', 'السنبلاوين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4008, 4, 'El Kurdi', 'الكردي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4009, 4, 'Beni Ebeid', 'بني عبيد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4010, 4, 'El Manzala', 'المنزلة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4011, 4, 'Temay El Amdeed', 'تمي الأمديد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4012, 4, 'El Gamaliya', 'الجمالية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4013, 4, 'Sherbin', 'شربين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4014, 4, 'El Matareya', 'المطرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4015, 4, 'Belqas', 'بلقاس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4016, 4, 'Mit Salsil', 'ميت سلسيل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4017, 4, 'Gamasa', 'جمصة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4018, 4, 'Mahallet Demna', 'محلة دمنة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4019, 4, 'Nabaroh', 'نبروه', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (4020, 4, 'New Mansoura', 'المنصورة الجديدة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (5, 'EG-BA', 'Red Sea', 'البحر الأحمر');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5001, 5, 'Hurghada', 'الغردقة', 'Ghardaqa;El Ghardaqa');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5002, 5, 'Ras Gharib', 'رأس غارب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5003, 5, 'Safaga', 'سفاجا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5004, 5, 'El Quseir', 'القصير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5005, 5, 'Marsa Alam', 'مرسى علم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5006, 5, 'Shalateen', 'الشلاتين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5007, 5, 'Halayeb', 'حلايب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5008, 5, 'El Gouna', 'الجونة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (5009, 5, 'Sahl Hasheesh', 'سهل حشيش', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (6, 'EG-BH', 'Beheira', 'البحيرة');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6001, 6, 'Damanhour', 'دمنهور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6002, 6, 'Kafr El Dawwar', 'كفر الدوار', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6003, 6, 'Rashid (Rosetta)', 'رشيد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6004, 6, 'Edku', 'إدكو', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6005, 6, 'Abu El Matamir', 'أبو المطامير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6006, 6, 'Abu Hummus', 'أبو حمص', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6007, 6, 'El Delengat', 'الدلنجات', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6008, 6, 'El Mahmoudiya', 'المحمودية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6009, 6, 'El Rahmaniya', 'الرحمانية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6010, 6, 'Itay El Baroud', 'إيتاي البارود', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6011, 6, 'Housh Eissa', 'حوش عيسى', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6012, 6, 'Shubrakhit', 'شبراخيت', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6013, 6, 'Kom Hamada', 'كوم حمادة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6014, 6, 'Badr', 'بدر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6015, 6, 'Wadi El Natrun', 'وادي النطرون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6016, 6, 'El Nubariya', 'النوبارية الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (6017, 6, 'Gharb El Nubariya', 'غرب النوبارية', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (7, 'EG-FYM', 'Faiyum', 'الفيوم');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7001, 7, 'Faiyum City', 'مدينة الفيوم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7002, 7, 'New Faiyum', 'الفيوم الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7003, 7, 'Tamiya', 'طامية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7004, 7, 'Sennuris', 'سنورس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7005, 7, 'Itsa', 'إطسا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7006, 7, 'Ibshaway', 'إبشواي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (7007, 7, 'Yousef El Seddik', 'يوسف الصديق', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (8, 'EG-GH', 'Gharbia', 'الغربية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8001, 8, 'Tanta', 'طنطا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8002, 8, 'El Mahalla El Kubra', 'المحلة الكبرى', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8003, 8, 'Kafr El Zayat', 'كفر الزيات', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8004, 8, 'Zefta', 'زفتى', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8005, 8, 'El Santa', 'السنطة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8006, 8, 'Qutur', 'قطور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8007, 8, 'Basyoun', 'بسيون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (8008, 8, 'Samannoud', 'سمنود', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (9, 'EG-IS', 'Ismailia', 'الإسماعيلية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9001, 9, 'Ismailia City', 'مدينة الإسماعيلية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9002, 9, 'Fayed', 'فايد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9003, 9, 'El Qantara Gharb', 'القنطرة غرب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9004, 9, 'El Qantara Sharq', 'القنطرة شرق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9005, 9, 'El Tal El Kabir', 'التل الكبير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9006, 9, 'Abu Suwir', 'أبو صوير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9007, 9, 'El Qassasin', 'القصاصين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (9008, 9, 'New Ismailia', 'الإسماعيلية الجديدة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (10, 'EG-MNF', 'Monufia', 'المنوفية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10001, 10, 'Shibin El Kom', 'شبين الكوم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10002, 10, 'Menouf', 'منوف', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10003, 10, 'Sadat City', 'مدينة السادات', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10004, 10, 'Ashmoun', 'أشمون', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10005, 10, 'El Bagour', 'الباجور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10006, 10, 'Quesna', 'قويسنا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10007, 10, 'Berket El Sabaa', 'بركة السبع', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10008, 10, 'Tala', 'تلا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10009, 10, 'El Shohada', 'الشهداء', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (10010, 10, 'Sirs El Layyan', 'سرس الليان', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (11, 'EG-MN', 'Minya', 'المنيا');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11001, 11, 'Minya City', 'مدينة المنيا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11002, 11, 'New Minya', 'المنيا الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11003, 11, 'El Edwa', 'العدوة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11004, 11, 'Maghagha', 'مغاغة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11005, 11, 'Beni Mazar', 'بني مزار', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11006, 11, 'Matay', 'مطاي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11007, 11, 'Samalut', 'سمالوط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11008, 11, 'Abu Qurqas', 'أبو قرقاص', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11009, 11, 'Mallawi', 'ملوي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (11010, 11, 'Deir Mawas', 'دير مواس', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (12, 'EG-KB', 'Qalyubia', 'القليوبية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12001, 12, 'Banha', 'بنها', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12002, 12, 'Qalyub', 'قليوب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12003, 12, 'Shubra El Kheima', 'شبرا الخيمة', 'Shoubra El Kheima');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12004, 12, 'El Qanater El Khayriya', 'القناطر الخيرية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12005, 12, 'El Khanka', 'الخانكة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12006, 12, 'Kafr Shukr', 'كفر شكر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12007, 12, 'Tukh', 'طوخ', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12008, 12, 'Qaha', 'قها', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12009, 12, 'El Obour City', 'مدينة العبور', 'Obour');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12010, 12, 'El Khosous', 'الخصوص', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12011, 12, 'Shebin El Qanater', 'شبين القناطر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12012, 12, 'Mostorod', 'مسطرد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (12013, 12, 'Bahtim', 'بهتيم', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (13, 'EG-WAD', 'New Valley', 'الوادي الجديد');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (13001, 13, 'El Kharga', 'الخارجة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (13002, 13, 'Paris', 'باريس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (13003, 13, 'El Dakhla (Mut)', 'الداخلة (موط)', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (13004, 13, 'El Farafra', 'الفرافرة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (13005, 13, 'Balat', 'بلاط', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (14, 'EG-SUZ', 'Suez', 'السويس');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14001, 14, 'Suez City', 'مدينة السويس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14002, 14, 'El Arbaeen', 'الأربعين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14003, 14, 'Ataqah', 'عتاقة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14004, 14, 'El Ganayen', 'الجناين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14005, 14, 'Faisal (Suez)', 'فيصل', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (14006, 14, 'Ain Sokhna', 'العين السخنة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (15, 'EG-ASN', 'Aswan', 'أسوان');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15001, 15, 'Aswan City', 'مدينة أسوان', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15002, 15, 'New Aswan', 'أسوان الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15003, 15, 'Daraw', 'دراو', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15004, 15, 'Kom Ombo', 'كوم أمبو', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15005, 15, 'Nasr El Nuba', 'نصر النوبة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15006, 15, 'Kalabsha', 'كلابشة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15007, 15, 'Edfu', 'إدفو', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15008, 15, 'El Radisiya', 'الرديسية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15009, 15, 'El Basiliya', 'البصيلية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15010, 15, 'El Sebaiya', 'السباعية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (15011, 15, 'Abu Simbel', 'أبو سمبل', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (16, 'EG-AST', 'Asyut', 'أسيوط');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16001, 16, 'Asyut City', 'مدينة أسيوط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16002, 16, 'New Asyut', 'أسيوط الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16003, 16, 'Dayrout', 'ديروط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16004, 16, 'Manfalut', 'منفلوط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16005, 16, 'El Qusiya', 'القوصية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16006, 16, 'Abnoub', 'أبنوب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16007, 16, 'Abu Tig', 'أبو تيج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16008, 16, 'El Ghanayem', 'الغنايم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16009, 16, 'Sahel Selim', 'ساحل سليم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16010, 16, 'El Badari', 'البداري', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16011, 16, 'Sidfa', 'صدفا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (16012, 16, 'El Fath', 'الفتح', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (17, 'EG-BNS', 'Beni Suef', 'بني سويف');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17001, 17, 'Beni Suef City', 'مدينة بني سويف', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17002, 17, 'New Beni Suef', 'بني سويف الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17003, 17, 'El Wasta', 'الواسطى', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17004, 17, 'Nasser', 'ناصر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17005, 17, 'Ihnasya', 'إهناسيا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17006, 17, 'Biba', 'ببا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17007, 17, 'El Fashn', 'الفشن', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (17008, 17, 'Somusta', 'سمسطا', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (18, 'EG-PTS', 'Port Said', 'بورسعيد');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18001, 18, 'El Sharq', 'حي الشرق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18002, 18, 'El Arab', 'حي العرب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18003, 18, 'El Manakh', 'حي المناخ', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18004, 18, 'El Dawahy', 'حي الضواحي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18005, 18, 'El Zohour', 'حي الزهور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18006, 18, 'El Ganoub', 'حي الجنوب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18007, 18, 'Port Fouad', 'بورفؤاد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (18008, 18, 'El Gharb', 'حي الغرب', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (19, 'EG-DT', 'Damietta', 'دمياط');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19001, 19, 'Damietta City', 'مدينة دمياط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19002, 19, 'New Damietta', 'دمياط الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19003, 19, 'Ras El Bar', 'رأس البر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19004, 19, 'Faraskur', 'فارسكور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19005, 19, 'Kafr Saad', 'كفر سعد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19006, 19, 'El Zarqa', 'الزرقا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19007, 19, 'Kafr El Battikh', 'كفر البطيخ', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19008, 19, 'Ezbet El Borg', 'عزبة البرج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (19009, 19, 'El Sarw', 'السرو', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (20, 'EG-SHR', 'Sharqia', 'الشرقية');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20001, 20, 'Zagazig', 'الزقازيق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20002, 20, '10th of Ramadan City', 'مدينة العاشر من رمضان', '10 Ramadan;Tenth of Ramadan;العاشر');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20003, 20, 'Belbeis', 'بلبيس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20004, 20, 'Minya El Qamh', 'منيا القمح', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20005, 20, 'Abu Hammad', 'أبو حماد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20006, 20, 'Abu Kabir', 'أبو كبير', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20007, 20, 'Faqous', 'فاقوس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20008, 20, 'El Husseiniya', 'الحسينية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20009, 20, 'Hihya', 'ههيا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20010, 20, 'Kafr Saqr', 'كفر صقر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20011, 20, 'Mashtool El Souk', 'مشتول السوق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20012, 20, 'Awlad Saqr', 'أولاد صقر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20013, 20, 'El Ibrahimiya', 'الإبراهيمية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20014, 20, 'Diyarb Negm', 'ديرب نجم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20015, 20, 'El Qanayat', 'القنايات', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20016, 20, 'Saan El Hagar', 'صان الحجر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (20017, 20, 'El Salheya El Gedida', 'الصالحية الجديدة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (21, 'EG-JS', 'South Sinai', 'جنوب سيناء');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21001, 21, 'El Tor', 'الطور', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21002, 21, 'Sharm El Sheikh', 'شرم الشيخ', 'Sharm');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21003, 21, 'Dahab', 'دهب', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21004, 21, 'Nuweiba', 'نويبع', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21005, 21, 'Taba', 'طابا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21006, 21, 'Saint Catherine', 'سانت كاترين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21007, 21, 'Ras Sudr', 'رأس سدر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21008, 21, 'Abu Redis', 'أبو رديس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (21009, 21, 'Abu Zenima', 'أبو زنيمة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (22, 'EG-KFS', 'Kafr El Sheikh', 'كفر الشيخ');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22001, 22, 'Kafr El Sheikh City', 'مدينة كفر الشيخ', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22002, 22, 'Desouk', 'دسوق', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22003, 22, 'Fuwwah', 'فوه', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22004, 22, 'Metoubes', 'مطوبس', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22005, 22, 'Baltim', 'بلطيم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22006, 22, 'El Hamoul', 'الحامول', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22007, 22, 'Biyala', 'بيلا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22008, 22, 'Qallin', 'قلين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22009, 22, 'Sidi Salem', 'سيدي سالم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22010, 22, 'El Riyad', 'الرياض', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22011, 22, 'Sidi Ghazi', 'سيدي غازي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (22012, 22, 'Borg El Burullus', 'برج البرلس', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (23, 'EG-MT', 'Matrouh', 'مطروح');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23001, 23, 'Marsa Matrouh', 'مرسى مطروح', 'Matruh');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23002, 23, 'El Alamein', 'العلمين', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23003, 23, 'New Alamein', 'العلمين الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23004, 23, 'El Dabaa', 'الضبعة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23005, 23, 'El Hammam', 'الحمام', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23006, 23, 'Sidi Barrani', 'سيدي براني', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23007, 23, 'El Salloum', 'السلوم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23008, 23, 'Siwa', 'سيوة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (23009, 23, 'North Coast (Sahel)', 'الساحل الشمالي', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (24, 'EG-LX', 'Luxor', 'الأقصر');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24001, 24, 'Luxor City', 'مدينة الأقصر', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24002, 24, 'New Luxor', 'الأقصر الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24003, 24, 'Esna', 'إسنا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24004, 24, 'Armant', 'أرمنت', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24005, 24, 'El Qurna', 'القرنة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24006, 24, 'El Bayadiya', 'البياضية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24007, 24, 'El Zeiniya', 'الزينية', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (24008, 24, 'El Toud', 'الطود', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (25, 'EG-KN', 'Qena', 'قنا');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25001, 25, 'Qena City', 'مدينة قنا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25002, 25, 'New Qena', 'قنا الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25003, 25, 'Nag Hammadi', 'نجع حمادي', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25004, 25, 'Dishna', 'دشنا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25005, 25, 'Abu Tesht', 'أبو تشت', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25006, 25, 'Farshut', 'فرشوط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25007, 25, 'El Waqf', 'الوقف', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25008, 25, 'Qift', 'قفط', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25009, 25, 'Qus', 'قوص', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (25010, 25, 'Naqada', 'نقادة', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (26, 'EG-SIN', 'North Sinai', 'شمال سيناء');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26001, 26, 'El Arish', 'العريش', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26002, 26, 'Bir El Abd', 'بئر العبد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26003, 26, 'Rafah', 'رفح', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26004, 26, 'Sheikh Zuweid', 'الشيخ زويد', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26005, 26, 'El Hasana', 'الحسنة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (26006, 26, 'Nakhl', 'نخل', '');--> statement-breakpoint
INSERT INTO `governorates` (`id`, `code`, `name`, `name_ar`) VALUES (27, 'EG-SHG', 'Sohag', 'سوهاج');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27001, 27, 'Sohag City', 'مدينة سوهاج', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27002, 27, 'New Sohag', 'سوهاج الجديدة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27003, 27, 'Akhmim', 'أخميم', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27004, 27, 'El Maragha', 'المراغة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27005, 27, 'Tahta', 'طهطا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27006, 27, 'Tima', 'طما', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27007, 27, 'Gerga', 'جرجا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27008, 27, 'El Balyana', 'البلينا', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27009, 27, 'Dar El Salam', 'دار السلام', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27010, 27, 'Sakulta', 'ساقلتة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27011, 27, 'El Monshah', 'المنشأة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27012, 27, 'Juhayna', 'جهينة', '');--> statement-breakpoint
INSERT INTO `areas` (`id`, `governorate_id`, `name`, `name_ar`, `aliases`) VALUES (27013, 27, 'El Usayrat', 'العسيرات', '');
