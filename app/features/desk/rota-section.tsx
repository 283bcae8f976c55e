// "Sitting the gallery" at the desk (issue 33), phone first: the coming four weeks' opening
// days, each with who sits it and one button (claim it, or give it back); for a desk-admin, the
// rota's switch and a way to assign or clear any day; the member's own calendar address.
import { DESK_PATHS } from "./desk-paths.ts";
import styles from "./desk-page.module.css";
import type { RotaAtDesk } from "./rota-desk.server.ts";

function RotaForm({
  intent,
  slot,
  label,
  children,
}: {
  intent: string;
  slot?: string;
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={DESK_PATHS.desk}>
      <input type="hidden" name="intent" value={intent} />
      {slot ? <input type="hidden" name="slot" value={slot} /> : null}
      <button type="submit" className={styles.wide} aria-label={label}>
        {children}
      </button>
    </form>
  );
}

export function RotaSection({ rota }: { rota: RotaAtDesk }) {
  const { notice } = rota;
  return (
    <section aria-labelledby="rota">
      <h2 id="rota">Sitting the gallery</h2>
      <p>
        {rota.on
          ? 'The rota is on: "open now" on the public pages says the gallery may be closed during the hours of a day nobody sits.'
          : "The rota is off: the public pages go by the posted hours alone. You can sign up already."}
      </p>
      {rota.mayManage ? (
        <RotaForm intent={rota.on ? "rota-off" : "rota-on"}>
          {rota.on ? "Turn the rota off" : "Turn the rota on"}
        </RotaForm>
      ) : null}
      {notice && !notice.slot ? (
        <p role="status" className={styles.notice}>
          {notice.text}
        </p>
      ) : null}
      <ul className={styles.works}>
        {rota.slots.map((slot) => (
          <li
            key={slot.date}
            id={`slot-${slot.date}`}
            className={styles.work}
            data-testid="rota-slot"
          >
            <h3>{`${slot.day}, ${slot.hours}`}</h3>
            {notice && notice.slot === slot.date ? (
              <p role="status" className={styles.notice}>
                {notice.text}
              </p>
            ) : null}
            <p className={styles.facts}>
              {slot.sitter
                ? slot.mine
                  ? "You sit it."
                  : `${slot.sitter} sits it.`
                : "Nobody sits it yet."}
            </p>
            {slot.sitter === null ? (
              <RotaForm intent="rota-claim" slot={slot.date} label={`I'll sit it: ${slot.day}`}>
                I'll sit it
              </RotaForm>
            ) : null}
            {slot.mine ? (
              <RotaForm
                intent="rota-give-back"
                slot={slot.date}
                label={`Give it back: ${slot.day}`}
              >
                Give it back
              </RotaForm>
            ) : null}
            {rota.mayManage ? (
              <form method="post" action={DESK_PATHS.desk} className={styles.assign}>
                <input type="hidden" name="intent" value="rota-assign" />
                <input type="hidden" name="slot" value={slot.date} />
                <label>
                  Who sits it
                  <select name="member" defaultValue="">
                    <option value="">Nobody</option>
                    {rota.members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" aria-label={`Assign: ${slot.day}`}>
                  Assign
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>Your own calendar</h3>
      {rota.calendarUrl ? (
        <>
          <p>
            The days you sit, for your phone&apos;s calendar to subscribe to (keep it to yourself):{" "}
            <a href={rota.calendarUrl} data-testid="rota-calendar-url">
              {rota.calendarUrl}
            </a>
          </p>
          <RotaForm intent="rota-calendar">New address (the old one stops working)</RotaForm>
        </>
      ) : (
        <RotaForm intent="rota-calendar">Make my calendar address</RotaForm>
      )}
    </section>
  );
}
