// Writing a message: say(id, values) gives its English text, which is what the contract's schemas
// and the API's code put in an answer. Zod carries only that text, so the text is remembered as
// the message it was (id and values), and localize.ts answers in Arabic by id from that memory,
// never by reading the English (docs/decisions/0008).
import { MESSAGES, type MessageId } from "./messages";
import { arabicMinutes, arabicName, arabicWord, englishMinutes, englishName } from "./message-values";

type Language = "en" | "ar";
type Values = Record<string, string | number>;
type Names<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
/** The values a message's English names, or none. */
type ValuesOf<Id extends MessageId> = [Names<(typeof MESSAGES)[Id]["en"]>] extends [never]
  ? []
  : [Record<Names<(typeof MESSAGES)[Id]["en"]>, string | number>];

/** A message's English text as say() wrote it: where an answer's `detail` is made, only these are taken. */
export type Message = string & { readonly said: unique symbol };

interface Said {
  id: MessageId;
  values: Values;
}
/** What was said, by the English text it was said as. */
export type Memory = Map<string, Said>;

// What was said outside a request: the schemas' texts, made once as their modules load. Inside
// a request the API gives each its own memory (localize.ts), so a text holding a value a
// client sent (an id, a file name) is forgotten with the request.
const atStartUp: Memory = new Map();
let requestMemory: () => Memory | undefined = () => undefined;

export function rememberPerRequest(current: () => Memory | undefined) {
  requestMemory = current;
}

export function say<Id extends MessageId>(id: Id, ...values: ValuesOf<Id>): Message {
  const said: Said = { id, values: values[0] ?? {} };
  const text = render(said, "en");
  (requestMemory() ?? atStartUp).set(text, said);
  return text as Message;
}

/** The Arabic of a text say() wrote; any other text (data, zod's own words) as it is. */
export function inArabic(text: string): string {
  const said = requestMemory()?.get(text) ?? atStartUp.get(text);
  return said ? render(said, "ar") : text;
}

// How a value reads in each language, by the name of its place: the names of things (a field,
// an order status, what was tried too often) are said in Arabic, a wrapped message is itself
// translated, minutes are counted in each language's own plural. Other values (numbers, ids,
// what a client sent) stay as they are.
const VALUE_IN: Record<Language, Record<string, (value: string) => string>> = {
  en: { minutes: englishMinutes, branch: englishName, area: englishName, store: englishName },
  ar: {
    field: arabicWord,
    type: arabicWord,
    status: arabicWord,
    from: arabicWord,
    to: arabicWord,
    what: arabicWord,
    minutes: arabicMinutes,
    branch: arabicName,
    area: arabicName,
    store: arabicName,
    message: inArabic,
    why: inArabic,
  },
};

function render({ id, values }: Said, language: Language): string {
  return MESSAGES[id][language].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(values[name]);
    return VALUE_IN[language][name]?.(value) ?? value;
  });
}
