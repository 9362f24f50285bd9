// The catalogue as the browser tests read it from the API, and a cart line as the cart cookie holds it.
export interface ApiProduct {
  id: number;
  name: string;
  name_ar: string;
  images: { image: string }[];
  offers: { id: number; branch: { id: number }; price: string; stock: number; is_available: boolean }[];
}

export interface CookieLine {
  productId: number;
  branchId: number;
  name: string;
  image: string | null;
  price: string;
  quantity: number;
}
