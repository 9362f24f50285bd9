import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { areaTree, type Governorate } from "#contract/areas";
import { type DeliverySettings, deliverySettings, deliverySettingsInput } from "#contract/delivery";
import { answer as contractAnswer, fieldErrorsAnswer } from "../../api/answer.test-support";
import { namesMatch } from "../../place-match";
import { createDeliveryForm, type DeliveryValues, deliveryPayload, forgetAreaTree, problemsOf, valuesOf } from "./delivery-form";

const place = (id: number, name: string, name_ar: string) => ({ id, name, name_ar });
const tree: Governorate[] = [
  {
    ...place(1, "Cairo", "القاهرة"),
    code: "EG-C",
    areas: [
      place(1001, "Maadi", "المعادي"),
      place(1002, "Zamalek", "الزمالك"),
      place(1003, "Nasr City", "مدينة نصر"),
      place(1004, "Helwan", "حلوان"),
    ],
  },
  {
    ...place(2, "Giza", "الجيزة"),
    code: "EG-GZ",
    areas: [place(2001, "Dokki", "الدقي"), place(2002, "Haram", "الهرم"), place(2003, "6th of October", "السادس من أكتوبر")],
  },
];
const nothing: DeliverySettings = {
  branch_id: 7,
  free_over: null,
  governorates: [],
  pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
};
const pickupOff = { enabled: false, address: "", hours: "", hold_days: 3 };

describe("the settings as the form shows them", () => {
  it("a governorate served whole keeps its areas of their own fee; one listed with no fee changes nothing", () => {
    const values = valuesOf(
      {
        ...nothing,
        free_over: "500.00",
        governorates: [
          {
            governorate_id: 1,
            fee: "30.00",
            estimate: "same_day",
            whole: true,
            areas: [
              { area_id: 1004, fee: "50.00" },
              { area_id: 1002, fee: null },
            ],
          },
        ],
      },
      tree,
    );
    expect(values).toEqual({
      free_over: "500.00",
      pickup: pickupOff,
      governorates: [{ governorate_id: 1, fee: "30.00", estimate: "same_day", cover: "all", areas: [{ area_id: 1004, fee: "50.00" }] }],
    });
  });

  it("a governorate served in part is every area but the few left out when most are served, else the areas listed", () => {
    const [most, few] = valuesOf(
      {
        ...nothing,
        governorates: [
          {
            governorate_id: 1,
            fee: "30.00",
            estimate: "same_day",
            whole: false,
            areas: [
              { area_id: 1001, fee: null },
              { area_id: 1002, fee: "45.00" },
              { area_id: 1003, fee: null },
            ],
          },
          { governorate_id: 2, fee: "40.00", estimate: "3_5_days", whole: false, areas: [{ area_id: 2001, fee: null }] },
        ],
      },
      tree,
    ).governorates;
    expect(most).toMatchObject({
      cover: "all",
      areas: [
        { area_id: 1002, fee: "45.00" },
        { area_id: 1004, fee: "" },
      ],
    });
    expect(few).toMatchObject({ cover: "some", areas: [{ area_id: 2001, fee: "" }] });
  });
});

describe("what is sent", () => {
  const values = (governorates: DeliveryValues["governorates"], over: Partial<DeliveryValues> = {}): DeliveryValues => ({
    governorates,
    free_over: "",
    pickup: pickupOff,
    ...over,
  });

  it("one governorate and one fee: the whole governorate, as the contract takes it", () => {
    const payload = deliveryPayload(values([{ governorate_id: 1, fee: "25", estimate: "1_2_days", cover: "all", areas: [] }]), tree);
    expect(payload).toEqual({
      free_over: null,
      governorates: [{ governorate_id: 1, fee: "25", estimate: "1_2_days", whole: true, areas: [] }],
      pickup: pickupOff,
    });
    expect(deliverySettingsInput.safeParse(payload).success).toBe(true);
  });

  it("an area not delivered to lists the governorate's other areas, those of their own fee with it", () => {
    const payload = deliveryPayload(
      values([
        {
          governorate_id: 1,
          fee: "30",
          estimate: "same_day",
          cover: "all",
          areas: [
            { area_id: 1004, fee: "" },
            { area_id: 1002, fee: "45" },
          ],
        },
      ]),
      tree,
    );
    expect(payload.governorates).toEqual([
      {
        governorate_id: 1,
        fee: "30",
        estimate: "same_day",
        whole: false,
        areas: [
          { area_id: 1001, fee: null },
          { area_id: 1002, fee: "45" },
          { area_id: 1003, fee: null },
        ],
      },
    ]);
  });

  it("only some areas: those listed, an empty fee being the governorate's; amounts typed in Arabic-Indic digits read as Latin", () => {
    const payload = deliveryPayload(
      values(
        [
          {
            governorate_id: 2,
            fee: "٤٠",
            estimate: "3_5_days",
            cover: "some",
            areas: [
              { area_id: 2003, fee: "٦٢٫٥٠" },
              { area_id: 2001, fee: " " },
            ],
          },
        ],
        { free_over: "١٠٠٠", pickup: { enabled: true, address: " 12 Tahrir St ", hours: "10-22", hold_days: 5 } },
      ),
      tree,
    );
    expect(payload).toEqual({
      free_over: "1000",
      governorates: [
        {
          governorate_id: 2,
          fee: "40",
          estimate: "3_5_days",
          whole: false,
          areas: [
            { area_id: 2003, fee: "62.50" },
            { area_id: 2001, fee: null },
          ],
        },
      ],
      pickup: { enabled: true, address: "12 Tahrir St", hours: "10-22", hold_days: 5 },
    });
    expect(deliverySettingsInput.safeParse(payload).success).toBe(true);
  });

  it("what the server answers comes back as the form had it", () => {
    const typed = values([
      {
        governorate_id: 1,
        fee: "30.00",
        estimate: "same_day",
        cover: "all",
        areas: [
          { area_id: 1002, fee: "45.00" },
          { area_id: 1004, fee: "" },
        ],
      },
      { governorate_id: 2, fee: "40.00", estimate: "3_5_days", cover: "some", areas: [{ area_id: 2001, fee: "" }] },
    ]);
    const sent = deliveryPayload(typed, tree);
    const answered: DeliverySettings = {
      ...nothing,
      governorates: sent.governorates.map((g) => ({ ...g, areas: g.areas.map((a) => ({ area_id: a.area_id, fee: a.fee })) })),
    };
    expect(valuesOf(answered, tree)).toEqual(typed);
  });
});

describe("the form's own checks", () => {
  const base: DeliveryValues = { governorates: [], free_over: "", pickup: pickupOff };

  it("a governorate needs a fee (an area's empty fee is \"not delivered\" or the governorate's); amounts have at most two decimals", () => {
    const problems = problemsOf({
      ...base,
      free_over: "12.345",
      governorates: [
        {
          governorate_id: 1,
          fee: "",
          estimate: "same_day",
          cover: "all",
          areas: [
            { area_id: 1001, fee: "" },
            { area_id: 1002, fee: "7,5.1" },
          ],
        },
        { governorate_id: 2, fee: "-5", estimate: "same_day", cover: "some", areas: [{ area_id: 2001, fee: "" }] },
      ],
    });
    expect(problems).toEqual({ "gov-1-fee": "feeRequired", "area-1002-fee": "badAmount", "gov-2-fee": "badAmount", free_over: "badAmount" });
  });

  it("a governorate served in part needs an area; pickup's address and hours are the server's to check", () => {
    const problems = problemsOf({
      governorates: [{ governorate_id: 2, fee: "0", estimate: "same_day", cover: "some", areas: [] }],
      free_over: "",
      pickup: { enabled: true, address: " ", hours: "", hold_days: 3 },
    });
    expect(problems).toEqual({ "gov-2-areas": "noAreas" });
  });
});

describe("finding a place", () => {
  it("by every word typed in either language's name, Arabic letter forms and digits folded", () => {
    const october = tree[1].areas[2];
    expect(namesMatch(october, "october")).toBe(true);
    expect(namesMatch(october, "اكتوبر")).toBe(true);
    expect(namesMatch(tree[0].areas[0], "المعادى")).toBe(true);
    expect(namesMatch(tree[0].areas[0], "giza")).toBe(false);
    expect(namesMatch(october, "6th  اكتوبر")).toBe(true);
    expect(namesMatch(october, "٦th")).toBe(true);
  });
});

describe("one form, as the dialog uses it", () => {
  let calls: { method: string; url: string; body: unknown }[] = [];
  function answer(routes: Record<string, () => Response>) {
    calls = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body && JSON.parse(String(init.body)) });
      const route = Object.keys(routes).find((key) => `${method} ${url}`.startsWith(key));
      return route ? routes[route]() : new Response("{}", { status: 500 });
    });
  }
  beforeEach(forgetAreaTree);
  afterEach(() => vi.unstubAllGlobals());

  const saved: DeliverySettings = {
    branch_id: 7,
    free_over: null,
    governorates: [{ governorate_id: 1, fee: "25.00", estimate: "1_2_days", whole: true, areas: [{ area_id: 1004, fee: "40.00" }] }],
    pickup: { enabled: true, address: "12 Tahrir St", hours: "10-22", hold_days: 3 },
  };

  it("a governorate, one fee, an area of its own fee and pickup: sent whole, and the form then holds what was saved", async () => {
    answer({
      "GET /api/areas/": () => contractAnswer(areaTree, tree),
      "GET /api/branches/7/delivery/": () => contractAnswer(deliverySettings, nothing),
      "PUT /api/branches/7/delivery/": () => contractAnswer(deliverySettings, saved),
    });
    const form = createDeliveryForm(7);
    await form.start();
    expect(form.$form.get()).toMatchObject({ load: "ready", tree, values: { governorates: [] } });
    form.addGovernorate(1);
    form.addGovernorate(1);
    form.setGovernorate(1, "fee", "25");
    form.addArea(1, 1004);
    form.setArea(1, 1004, "40");
    form.setPickup("enabled", true);
    form.setPickup("address", "12 Tahrir St");
    form.setPickup("hours", "10-22");

    expect(await form.save()).toEqual({ ok: true, settings: saved });
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      free_over: null,
      governorates: [{ governorate_id: 1, fee: "25", estimate: "1_2_days", whole: true, areas: [{ area_id: 1004, fee: "40" }] }],
      pickup: { enabled: true, address: "12 Tahrir St", hours: "10-22", hold_days: 3 },
    });
    expect(form.$form.get()).toMatchObject({
      saved: true,
      failure: null,
      values: { governorates: [{ governorate_id: 1, fee: "25.00", areas: [{ area_id: 1004, fee: "40.00" }] }] },
    });
    form.setFreeOver("300");
    expect(form.$form.get().saved).toBe(false);
  });

  it("problems stop the save before any call and show until every one is dealt with", async () => {
    answer({
      "GET /api/areas/": () => contractAnswer(areaTree, tree),
      "GET /api/branches/7/delivery/": () => contractAnswer(deliverySettings, nothing),
    });
    const form = createDeliveryForm(7);
    await form.start();
    form.addGovernorate(2);
    form.setFreeOver("lots");
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", detail: undefined, rule: "fields" });
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    expect(form.$form.get()).toMatchObject({ rule: "fields", failure: "invalid" });
    form.setGovernorate(2, "fee", "20");
    expect(form.$form.get().rule).toBe("fields");
    form.setFreeOver("");
    expect(form.$form.get()).toMatchObject({ rule: null, failure: null });
  });

  it("the server's messages go on its fields, and a change to a part takes that part's message away", async () => {
    answer({
      "GET /api/areas/": () => contractAnswer(areaTree, tree),
      "GET /api/branches/7/delivery/": () => contractAnswer(deliverySettings, saved),
      "PUT /api/branches/7/delivery/": () =>
        fieldErrorsAnswer({ governorates: ["Area 1004 is not in governorate 1."], pickup: ["hold_days must be a whole number from 1 to 14."] }),
    });
    const form = createDeliveryForm(7);
    await form.start();
    expect(form.$form.get().values.pickup).toEqual(saved.pickup);
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", detail: undefined, rule: undefined });
    expect(form.$form.get()).toMatchObject({
      failure: "invalid",
      errors: { governorates: "Area 1004 is not in governorate 1.", pickup: "hold_days must be a whole number from 1 to 14." },
    });
    form.setPickup("hold_days", 4);
    expect(form.$form.get().errors).toEqual({ governorates: "Area 1004 is not in governorate 1." });
    form.removeArea(1, 1004);
    expect(form.$form.get()).toMatchObject({ errors: {}, failure: null });
  });

  it("settings that cannot be read say so, and reading again reads the areas again", async () => {
    answer({ "GET /api/areas/": () => new Response("{}", { status: 503 }) });
    const form = createDeliveryForm(7);
    await form.start();
    expect(form.$form.get().load).toBe("error");
    answer({
      "GET /api/areas/": () => contractAnswer(areaTree, tree),
      "GET /api/branches/7/delivery/": () => contractAnswer(deliverySettings, nothing),
    });
    await form.start();
    expect(form.$form.get().load).toBe("ready");
  });
});
