import * as z from 'zod/mini';

/**
 * A link of the store's content to one of its pages: a path relative to the sales base (`/plans.html`), which
 * the store checks is a path of its own before it draws it.
 */
const ContentLink = z.object({
  label: z.string().check(z.minLength(1)),
  path: z.string().check(z.regex(/^\/[A-Za-z0-9/_.?=&-]*$/)),
  /** A link of one brand's store only (the wireless store's deals, the prepaid store's lines); both when left out. */
  brand: z.optional(z.enum(['wireless', 'prepaid'])),
});
export type ContentLink = z.infer<typeof ContentLink>;

/** Answer of GET `/content/vcg/services-v1/landing.model.json`: the shop landing page's hero, deal strips and app card. */
export const LandingContent = z.object({
  hero: z.object({
    promotionId: z.string(),
    deviceId: z.string(),
    eyebrow: z.string(),
    title: z.string(),
    body: z.string(),
    cta: ContentLink,
    /** The hero picture, drawn by the content service. */
    image: z.string(),
  }),
  dealStrips: z.array(z.object({ id: z.string(), title: z.string(), body: z.string(), link: ContentLink })),
  plansTitle: z.string(),
  plansIntro: z.string(),
  app: z.object({ title: z.string(), body: z.string(), linkLabel: z.string() }),
});
export type LandingContent = z.infer<typeof LandingContent>;

/** Answer of GET `/content/vcg/services-v1/footer.model.json`: the footer's groups of links and its legal line. */
export const FooterContent = z.object({
  groups: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(ContentLink) })),
  note: z.string(),
});
export type FooterContent = z.infer<typeof FooterContent>;

/** Answer of GET `/content/vcg/services-v1/page.model.json?path=`: a help, company or legal page. */
export const ContentPage = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  links: z.array(ContentLink),
});
export type ContentPage = z.infer<typeof ContentPage>;
