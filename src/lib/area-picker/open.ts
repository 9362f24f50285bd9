// The top bar's "Deliver to" button (TopBar.astro): its dialog's code loads on the first click.
export function openDeliverTo() {
  const button = document.getElementById("deliver-to");
  if (button) button.onclick = () => void import("./dialog").then((m) => m.openAreaDialog(button));
}
