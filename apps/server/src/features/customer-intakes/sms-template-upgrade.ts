// Until issue 13 the server filled [NAME] with the REALTOR's name, while the dialog's help text and
// quick templates said it was the client's. [NAME] now means the client ([REALTOR] is the realtor), so a
// stored template that used [NAME] to introduce the realtor ("this is [NAME]", "[NAME] here") is read
// with [REALTOR] there. Other uses of [NAME] already meant the client. See docs/decisions.
import { SMS_PLACEHOLDER_REALTOR } from '@bluebonnet/contracts';

// Where [NAME] can only be the sender: after "this is", "it's", "I'm", "from"; before "here", "from",
// "with"; as "[NAME], your agent"; or as a signature at the end.
const SENDER_NAME = [
  /\b(?:this is|it['’]?s|it is|i['’]?m|i am|my name is|from|regards,?|thanks,?)\s+\[NAME\]/gi,
  /\[NAME\](?=,?\s+(?:here|from|with|at|your (?:real estate |realtor|agent)))/gi,
  /[-–—]\s*\[NAME\]\s*$/g,
];

/** The stored template with the realtor's own [NAME]s turned into [REALTOR]; unchanged when there are none. */
export function upgradeLegacySmsTemplate(template: string): string {
  return SENDER_NAME.reduce(
    (text, pattern) => text.replace(pattern, (match) => match.replace('[NAME]', SMS_PLACEHOLDER_REALTOR)),
    template,
  );
}
