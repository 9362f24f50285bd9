// The reviews section's strings, in a file of their own so that the section (Reviews), its list
// and its form all import the type from here, not from each other (a component importing its
// parent's file made an import cycle).
import type { Strings } from "../../lib/i18n";

export type ReviewStrings = Strings<"product.review" | "product.reviews.signIn" | "product.detail.rating">;
