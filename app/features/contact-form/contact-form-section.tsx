import { Suspense } from "react";

import { lazyWhenNear } from "~/lib/lazy-when-near";

import type { ContactFormText } from "./contact-form";

const loadForm = () => import("./contact-form").then((module) => ({ default: module.ContactForm }));

/** One deferred component per place the form appears, each watching its own container. */
const deferredForms = {
  contact: lazyWhenNear("contact-form", loadForm),
  "home-contact": lazyWhenNear("home-contact-form", loadForm),
};

/**
 * The contact form is in the pre-rendered page; its code (validation, delivery) loads only when
 * the form comes near the viewport.
 */
export function ContactFormSection({
  idPrefix,
  text,
}: {
  idPrefix: keyof typeof deferredForms;
  text: ContactFormText;
}) {
  const ContactForm = deferredForms[idPrefix];
  return (
    <div
      id={`${idPrefix}-form`}
      className="rounded-xl bg-white p-5 shadow-card ring-1 ring-line md:p-8"
    >
      <Suspense fallback={null}>
        <ContactForm idPrefix={idPrefix} text={text} />
      </Suspense>
    </div>
  );
}
