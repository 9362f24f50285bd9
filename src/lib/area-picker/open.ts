// The top bar's "Deliver to" button (DeliverTo.astro): names the chosen area from the cookie,
// and loads the dialog's code on the first click. The only area code every page with islands
// loads: a few hundred bytes (the JS budgets are nearly full).
import { readAreaChoice } from "../area-choice";

export function openDeliverTo() {
  const button = document.getElementById("deliver-to");
  if (!button) return;
  const area = readAreaChoice();
  const label = button.lastElementChild;
  if (area && label)
    label.textContent = (button.dataset.label ?? "").replace("{area}", (document.documentElement.lang === "ar" && area.name_ar) || area.name);
  button.onclick = () => void import("./dialog").then((m) => m.openAreaDialog(button));
}
