// The one contract between the API and its clients. Each domain keeps its own file.
export * from "./common";
export * from "./auth";
export * from "./stores";
export * from "./catalog";
export * from "./listings";
export * from "./reviews";
export * from "./cart";
export * from "./orders";
export * from "./wallet";
export * from "./wishlist";
export * from "./audit";
export * from "./publish";
export * from "./users";
export * from "./media";
