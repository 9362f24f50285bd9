// Under the profile form's e-mail and phone (issue 28 point 1): an unconfirmed contact's "Send
// code", the six-digit box and "Confirm", with the API's sentences (code sent, wrong code and
// tries left, expired, too many, phone codes off). It lives inside the profile's form, so its
// buttons are plain buttons and Enter in the code box confirms the code instead of saving the form.
import { useStore } from "@nanostores/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { Strings } from "../../lib/i18n";
import { $contactCodes, type Channel, confirmCode, sendCode } from "../../lib/stores/contact-codes";
import { say } from "../../lib/strings";
import { CODE_FIELD_CLASS } from "../auth/FormEnd";

interface Props {
  channel: Channel;
  /** Confirmed: only the status line stays (saying so, right after the code was taken). */
  verified: boolean;
  /** The code box shows before any send here (the e-mail's: registering or changing it sent one). */
  boxAtOnce: boolean;
  t: Strings<"profileForm">;
}

const BUTTON =
  "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60";

export default function ContactCheck({ channel, verified, boxAtOnce, t }: Props) {
  const id = useId();
  const state = useStore($contactCodes)[channel];
  const [code, setCode] = useState("");
  const codeRef = useRef<HTMLInputElement>(null);
  const showBox = boxAtOnce || state.sent;

  const send = async () => {
    if (await sendCode(channel)) codeRef.current?.focus();
  };
  const confirm = async () => {
    if (await confirmCode(channel, code)) setCode("");
    else codeRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void confirm();
  };

  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  // Always there, so what it says is read out when it changes: the code sent, or the contact confirmed.
  const status = (
    <p
      role="status"
      className={`text-sm ${verified ? "text-green-700" : "text-gray-800"} ${state.status ? "mt-1" : ""}`}
      data-testid={`verify-${channel}-status`}
    >
      {state.status ? say(t, state.status) : ""}
    </p>
  );
  // The status line keeps its place when the contact becomes confirmed and the box goes.
  return (
    <div>
      {status}
      {!verified && (
        <div className="mt-2 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3" data-testid={`verify-${channel}`}>
          {showBox && (
            <div>
              <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium">
                {t["profileForm.contact.code"]}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  ref={codeRef}
                  id={`${id}-code`}
                  name={`${channel}_code`}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  onKeyDown={onKeyDown}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  dir="ltr"
                  aria-invalid={state.codeError ? true : undefined}
                  aria-describedby={`${ids.hint} ${ids.error}`}
                  className={CODE_FIELD_CLASS}
                  data-testid={`verify-${channel}-code`}
                />
                <button
                  type="button"
                  onClick={confirm}
                  disabled={state.confirming}
                  className={`${BUTTON} bg-primary text-white hover:opacity-90`}
                  data-testid={`verify-${channel}-confirm`}
                >
                  {state.confirming ? t["profileForm.contact.confirming"] : t["profileForm.contact.confirm"]}
                </button>
              </div>
              <p id={ids.hint} className="mt-1 text-sm text-gray-600">
                {t[`profileForm.contact.codeHint.${channel}`]}
              </p>
              <p
                id={ids.error}
                role="alert"
                className={`text-sm text-red-700 ${state.codeError ? "mt-1" : ""}`}
                data-testid={`verify-${channel}-error`}
              >
                {state.codeError ? say(t, state.codeError) : ""}
              </p>
            </div>
          )}
          <div>
            <button
              type="button"
              onClick={send}
              disabled={state.sending}
              aria-describedby={state.sendError ? `${id}-send-error` : undefined}
              className={`${BUTTON} border border-primary bg-white text-primary hover:bg-primary/5`}
              data-testid={`verify-${channel}-send`}
            >
              {state.sending ? t["profileForm.contact.sending"] : state.sent ? t["profileForm.contact.resend"] : t["profileForm.contact.send"]}
            </button>
            <p
              id={`${id}-send-error`}
              role="alert"
              className={`text-sm text-red-700 ${state.sendError ? "mt-1" : ""}`}
              data-testid={`verify-${channel}-send-error`}
            >
              {state.sendError ? say(t, state.sendError) : ""}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
