/** A phone number as a tel: link (digits and + only in the href), always left to right. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-harbour-700 underline" dir="ltr">
      {phone}
    </a>
  );
}
