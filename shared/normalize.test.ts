import { describe, expect, it } from "vitest";
import { egyptianMobileOrNull, normalizeSearch, searchTerms, stripHtml, westernDigits } from "./normalize";

describe("westernDigits", () => {
  it("reads Arabic-Indic and Persian digits as 0-9 and leaves everything else", () => {
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(westernDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(westernDigits("عبوة ١٢٠ جم، 5 kg، ۳ قطع")).toBe("عبوة 120 جم، 5 kg، 3 قطع");
  });
});

describe("egyptianMobileOrNull", () => {
  it.each([
    ["01012345678", "01012345678"],
    ["+20 101 234 5678", "01012345678"],
    ["0020-112-345-6789", "01123456789"],
    ["(012) 3456.7890", "01234567890"],
    ["٠١٥١٢٣٤٥٦٧٨", "01512345678"],
    ["٠١٢٣٤٥٦٧٨٩٠", "01234567890"],
    ["۰۱۰۱۲۳۴۵۶۷۸", "01012345678"],
    ["+٢٠ ۱۰۱ ٢٣٤ ۵۶۷۸", "01012345678"],
  ])("reads %j as %s", (text, stored) => expect(egyptianMobileOrNull(text)).toBe(stored));

  it.each(["٠١٣١٢٣٤٥٦٧٨", "0131234567", "0101234567", "011123456789", "+2012345678901", "abc", "02 1234 5678", "۰۲ ۱۲۳۴ ۵۶۷۸", ""])(
    "refuses %j",
    (text) => expect(egyptianMobileOrNull(text)).toBeNull(),
  );
});

describe("normalizeSearch", () => {
  it("folds letter forms, drops diacritics and reads both kinds of eastern digits", () => {
    expect(normalizeSearch("  أحمدُ  مكتبة ")).toBe("احمد مكتبه");
    expect(searchTerms("علبة ٢٥٠ ۲۵۰ 250")).toEqual(["علبه", "250", "250", "250"]);
  });
});

describe("stripHtml", () => {
  it("keeps the words, decodes entities and separates blocks", () => {
    expect(stripHtml("<p><strong>Tea</strong> &amp; cake</p><ul><li>one</li><li>two</li></ul>")).toBe("Tea & cake one two");
    expect(stripHtml('Intro<ul><li>a</li></ul>line<br/>break<h2 dir="rtl">عنوان</h2>')).toBe("Intro a line break عنوان");
  });

  it("joins the parts of a word split by inline tags", () => {
    expect(stripHtml('<b>Sam</b>sung <a href="/x">Gal</a><em>axy</em>')).toBe("Samsung Galaxy");
  });

  it("decodes each entity once", () => {
    expect(stripHtml("&amp;lt;b&amp;gt; is &lt;b&gt; &quot;bold&quot; &#39;x&#39; &apos;y&apos;&nbsp;z")).toBe("&lt;b&gt; is <b> \"bold\" 'x' 'y' z");
  });
});
