import type { ContentPage, FooterContent, LandingContent } from '@carrier/service-contracts';
import type { Language } from '../language.js';

// The store's own content, as the content service (`/content/vcg/services-v1/`) answers it: the landing page's
// hero and deal strips, the footer, and the help, company and legal pages. Every path is a page of the store,
// relative to the sales base (a test follows each one).

/** The landing page's content in each language. */
export const LANDING: Readonly<Record<Language, LandingContent>> = {
  en: {
    hero: {
      promotionId: 'PRM-IP17-TRADE',
      deviceId: 'apple-iphone-17-pro-max',
      eyebrow: 'New',
      title: 'iPhone 17 Pro Max',
      body: 'Up to $830 off with an eligible trade-in, credited over 36 months. In Cosmic Orange, Deep Blue and Silver.',
      cta: { label: 'Shop iPhone 17 Pro Max', path: '/smartphones/apple-iphone-17-pro-max.html' },
      image: '/content/vcg/images/hero/prm-ip17-trade.svg',
    },
    dealStrips: [
      {
        id: 'PRM-PX9A-FREE',
        title: 'Pixel 9a on us',
        body: 'With a new line on any Unlimited plan, credited over 36 months.',
        link: { label: 'See the Pixel 9a', path: '/smartphones/google-pixel-9a.html' },
      },
      {
        id: 'PRM-FLIP6-300',
        title: '$300 off Galaxy Z Flip6',
        body: 'Off the price today, no trade-in needed.',
        link: { label: 'See the Galaxy Z Flip6', path: '/smartphones/samsung-galaxy-z-flip6.html' },
      },
      {
        id: 'PRM-16E-100',
        title: '$100 off iPhone 16e',
        body: 'The new iPhone for less, no trade-in needed.',
        link: { label: 'See the iPhone 16e', path: '/smartphones/apple-iphone-16e.html' },
      },
      {
        id: 'PRM-HOLIDAY',
        title: 'Holiday offers',
        body: 'Our offers for the season on phones, accessories and plans, while they last.',
        link: { label: 'See the holiday offers', path: '/holidayoffers.html' },
      },
      {
        id: 'PRM-HOME-MOBILE',
        title: 'Home and mobile together',
        body: 'Have our home internet? Bring your phones over and pay less for both.',
        link: { label: 'See home and mobile offers', path: '/jtooffers.html' },
      },
      {
        id: 'TRIAL-30',
        title: 'Test drive our network free',
        body: 'Try our network for 30 days on your own phone, with an eSIM. Your number and carrier keep working.',
        link: { label: 'Start a test drive', path: '/trial.html' },
      },
    ],
    plansTitle: 'Plans for everyone',
    plansIntro: 'Unlimited talk and text on every plan. The more lines, the less each costs.',
    app: {
      title: 'Shop in the My Carrier app',
      body: 'Track your order, pay your bill and upgrade in a few taps.',
      linkLabel: 'Get the app',
    },
  },
  es: {
    hero: {
      promotionId: 'PRM-IP17-TRADE',
      deviceId: 'apple-iphone-17-pro-max',
      eyebrow: 'Nuevo',
      title: 'iPhone 17 Pro Max',
      body: 'Hasta $830 de descuento entregando un equipo que califique, en créditos durante 36 meses. En Cosmic Orange, Deep Blue y Silver.',
      cta: { label: 'Comprar el iPhone 17 Pro Max', path: '/smartphones/apple-iphone-17-pro-max.html' },
      image: '/content/vcg/images/hero/prm-ip17-trade.svg',
    },
    dealStrips: [
      {
        id: 'PRM-PX9A-FREE',
        title: 'Pixel 9a gratis',
        body: 'Con una línea nueva en cualquier plan Unlimited, en créditos durante 36 meses.',
        link: { label: 'Ver el Pixel 9a', path: '/smartphones/google-pixel-9a.html' },
      },
      {
        id: 'PRM-FLIP6-300',
        title: '$300 de descuento en el Galaxy Z Flip6',
        body: 'Descuento hoy mismo, sin entregar equipo.',
        link: { label: 'Ver el Galaxy Z Flip6', path: '/smartphones/samsung-galaxy-z-flip6.html' },
      },
      {
        id: 'PRM-16E-100',
        title: '$100 de descuento en el iPhone 16e',
        body: 'El iPhone nuevo por menos, sin entregar equipo.',
        link: { label: 'Ver el iPhone 16e', path: '/smartphones/apple-iphone-16e.html' },
      },
      {
        id: 'PRM-HOLIDAY',
        title: 'Ofertas de fiestas',
        body: 'Nuestras ofertas de la temporada en teléfonos, accesorios y planes, mientras duren.',
        link: { label: 'Ver las ofertas de fiestas', path: '/holidayoffers.html' },
      },
      {
        id: 'PRM-HOME-MOBILE',
        title: 'Internet de hogar y móvil juntos',
        body: '¿Tienes nuestro internet de hogar? Trae tus teléfonos y paga menos por ambos.',
        link: { label: 'Ver ofertas de hogar y móvil', path: '/jtooffers.html' },
      },
      {
        id: 'TRIAL-30',
        title: 'Prueba nuestra red gratis',
        body: 'Usa nuestra red durante 30 días en tu propio teléfono, con una eSIM. Tu número y tu operador siguen funcionando.',
        link: { label: 'Comenzar la prueba', path: '/trial.html' },
      },
    ],
    plansTitle: 'Planes para todos',
    plansIntro: 'Llamadas y textos ilimitados en todos los planes. Cuantas más líneas, menos cuesta cada una.',
    app: {
      title: 'Compra en la app Mi Carrier',
      body: 'Sigue tu pedido, paga tu factura y cambia de equipo en unos pocos toques.',
      linkLabel: 'Descargar la app',
    },
  },
};

/** The footer's groups of links in each language. */
export const FOOTER: Readonly<Record<Language, FooterContent>> = {
  en: {
    groups: [
      {
        id: 'shop',
        title: 'Shop',
        links: [
          { label: 'Phones', path: '/smartphones.html' },
          { label: 'Deals', path: '/smartphones.html?deals=true', brand: 'wireless' },
          { label: 'Promotions', path: '/promohub.html' },
          { label: 'Accessories', path: '/shop/accessories' },
          { label: 'Plans', path: '/plans.html' },
          { label: 'Device protection', path: '/protection.html' },
          { label: 'Bring your own phone', path: '/dvm/eligibility.html' },
          { label: 'Bring your own phone', path: '/byod.html' },
          { label: 'Test drive our network', path: '/trial.html', brand: 'wireless' },
          { label: 'Buy a SIM', path: '/buysim.html', brand: 'prepaid' },
          { label: 'Activate a partner phone', path: '/rpsplans.html' },
        ],
      },
      {
        id: 'support',
        title: 'Support',
        links: [
          { label: 'Help center', path: '/help.html' },
          { label: 'Find a store', path: '/stores.html' },
          { label: 'Check an order', path: '/orderstatus.html' },
          { label: 'Shipping and delivery', path: '/help/shipping.html' },
          { label: 'Returns and exchanges', path: '/help/returns.html' },
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        links: [
          { label: 'Account overview', path: '/account.html' },
          { label: 'Order history', path: '/orderhistory.html' },
          { label: 'Favorites', path: '/favorites.html' },
          { label: 'My prepaid lines', path: '/mdnselection.html', brand: 'prepaid' },
          { label: 'Cart', path: '/cart.html' },
        ],
      },
      {
        id: 'about',
        title: 'About Carrier',
        links: [
          { label: 'Who we are', path: '/about.html' },
          { label: 'Friends and Family savings', path: '/friendsandfamily.html' },
          { label: 'Carrier Visa Card', path: '/creditcard/splash.html' },
        ],
      },
      {
        id: 'legal',
        title: 'Legal',
        links: [
          { label: 'Privacy policy', path: '/legal/privacy.html' },
          { label: 'Terms of service', path: '/legal/terms.html' },
          { label: 'Accessibility', path: '/accessibility.html' },
        ],
      },
    ],
    note: '© 2026 Carrier Wireless. All rights reserved.',
  },
  es: {
    groups: [
      {
        id: 'shop',
        title: 'Comprar',
        links: [
          { label: 'Teléfonos', path: '/smartphones.html' },
          { label: 'Ofertas', path: '/smartphones.html?deals=true', brand: 'wireless' },
          { label: 'Promociones', path: '/promohub.html' },
          { label: 'Accesorios', path: '/shop/accessories' },
          { label: 'Planes', path: '/plans.html' },
          { label: 'Protección del equipo', path: '/protection.html' },
          { label: 'Trae tu propio teléfono', path: '/dvm/eligibility.html' },
          { label: 'Trae tu propio teléfono', path: '/byod.html' },
          { label: 'Prueba nuestra red', path: '/trial.html', brand: 'wireless' },
          { label: 'Compra una SIM', path: '/buysim.html', brand: 'prepaid' },
          { label: 'Activa un teléfono de una tienda asociada', path: '/rpsplans.html' },
        ],
      },
      {
        id: 'support',
        title: 'Ayuda',
        links: [
          { label: 'Centro de ayuda', path: '/help.html' },
          { label: 'Encuentra una tienda', path: '/stores.html' },
          { label: 'Consultar un pedido', path: '/orderstatus.html' },
          { label: 'Envío y entrega', path: '/help/shipping.html' },
          { label: 'Devoluciones y cambios', path: '/help/returns.html' },
        ],
      },
      {
        id: 'account',
        title: 'Tu cuenta',
        links: [
          { label: 'Resumen de la cuenta', path: '/account.html' },
          { label: 'Historial de pedidos', path: '/orderhistory.html' },
          { label: 'Favoritos', path: '/favorites.html' },
          { label: 'Mis líneas prepagadas', path: '/mdnselection.html', brand: 'prepaid' },
          { label: 'Carrito', path: '/cart.html' },
        ],
      },
      {
        id: 'about',
        title: 'Sobre Carrier',
        links: [
          { label: 'Quiénes somos', path: '/about.html' },
          { label: 'Ahorros de Amigos y Familia', path: '/friendsandfamily.html' },
          { label: 'Tarjeta Carrier Visa', path: '/creditcard/splash.html' },
        ],
      },
      {
        id: 'legal',
        title: 'Legal',
        links: [
          { label: 'Política de privacidad', path: '/legal/privacy.html' },
          { label: 'Términos del servicio', path: '/legal/terms.html' },
          { label: 'Accesibilidad', path: '/accessibility.html' },
        ],
      },
    ],
    note: '© 2026 Carrier Wireless. Todos los derechos reservados.',
  },
};

/** The help, company and legal pages, by their path under the sales base, in each language. */
export const PAGES: Readonly<Record<Language, Readonly<Record<string, ContentPage>>>> = {
  en: {
    '/help.html': {
      title: 'Help center',
      intro: 'Answers to what customers ask most about buying online.',
      sections: [
        {
          heading: 'Your order',
          paragraphs: [
            'Once your order is placed we email a confirmation with your order number. Signed in, you can follow every order on your order history page.',
            'An order can be changed or cancelled until it ships. Chat with us from any page, or call 1-800-555-0100, and have your order number ready.',
          ],
        },
        {
          heading: 'Paying for your phone',
          paragraphs: [
            'Pay in full today, or spread the price over 36 months at 0% APR with device payments, subject to a credit check. Offers credited over the months stay on your bill while the line stays active.',
          ],
        },
        {
          heading: 'Your number',
          paragraphs: [
            'Choose a new number by ZIP code, or bring the one you have from another carrier: you need its account number and transfer PIN from that carrier.',
          ],
        },
      ],
      links: [
        { label: 'Shipping and delivery', path: '/help/shipping.html' },
        { label: 'Returns and exchanges', path: '/help/returns.html' },
      ],
    },
    '/help/shipping.html': {
      title: 'Shipping and delivery',
      intro: 'How your order gets to you, and when.',
      sections: [
        {
          heading: 'Ways to get your order',
          paragraphs: [
            'Standard shipping is free and arrives in 3 to 5 business days. Two-day and overnight shipping are available at checkout for an added charge.',
            'Pick up in store: choose a store with your phone in stock and we hold it for you, usually ready within two hours. Bring a photo ID.',
            'Same-day delivery is offered in some ZIP codes from a store near you; checkout shows it when your address qualifies.',
          ],
        },
        {
          heading: 'Tracking',
          paragraphs: ['We email a tracking link when your order ships. Someone 18 or older must sign for a phone.'],
        },
      ],
      links: [{ label: 'Help center', path: '/help.html' }],
    },
    '/help/returns.html': {
      title: 'Returns and exchanges',
      intro: 'Changed your mind? You have 30 days.',
      sections: [
        {
          heading: 'Returning a phone',
          paragraphs: [
            'Return or exchange a phone or accessory within 30 days of delivery or pickup, in the condition you received it, with everything that came in the box.',
            'A restocking fee of $50 applies to phones, except where the law says otherwise. Accessories have no fee.',
          ],
        },
        {
          heading: 'How to return',
          paragraphs: [
            'Bring it to any store, or ask us for a prepaid return label. Refunds go back to how you paid within 10 business days of our receiving the return.',
          ],
        },
      ],
      links: [{ label: 'Help center', path: '/help.html' }],
    },
    '/about.html': {
      title: 'Who we are',
      intro: 'Carrier Wireless connects 90 million people across the country on its 5G and 4G LTE networks.',
      sections: [
        {
          heading: 'Our network',
          paragraphs: [
            'Our 5G reaches 300 million people, with premium 5G in over 400 cities. Fios brings fiber internet and TV to homes in nine states.',
          ],
        },
        {
          heading: 'Our stores',
          paragraphs: [
            'Visit one of our stores for help setting up a phone, moving your data or trading in your old device, or talk to a specialist by video from home.',
          ],
        },
      ],
      links: [{ label: 'Friends and Family savings', path: '/friendsandfamily.html' }],
    },
    '/legal/privacy.html': {
      title: 'Privacy policy',
      intro: 'What we collect when you shop with us, and what we do with it.',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'The details you give us to place an order: your name, contact details, addresses and, for a credit check, your date of birth and Social Security number, which go only to the credit bureau and are never kept in our logs or analytics.',
            'Card numbers go straight to our payment processor, which gives us back a token: we never store your card number or security code.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'You can ask for a copy of your data, correct it or ask us to delete it by calling 1-800-555-0100. We never sell your personal information.',
          ],
        },
      ],
      links: [{ label: 'Terms of service', path: '/legal/terms.html' }],
    },
    '/legal/terms.html': {
      title: 'Terms of service',
      intro: 'The terms that apply when you buy from our online store.',
      sections: [
        {
          heading: 'Prices and offers',
          paragraphs: [
            'Prices shown are before taxes and fees, which are added at checkout. Offers credited over 36 months end if the line is cancelled or the device is paid off early.',
          ],
        },
        {
          heading: 'Device payments',
          paragraphs: [
            'A device payment agreement is a 0% APR loan for the price of the phone, paid in 36 monthly installments on your bill, subject to credit approval.',
          ],
        },
      ],
      links: [{ label: 'Privacy policy', path: '/legal/privacy.html' }],
    },
    '/accessibility.html': {
      title: 'Accessibility',
      intro: 'We want everyone to be able to shop with us.',
      sections: [
        {
          heading: 'Our store',
          paragraphs: [
            'Our online store is built to the Web Content Accessibility Guidelines 2.1, level AA: every page works with a keyboard and a screen reader, reflows on small screens and keeps its contrast.',
          ],
        },
        {
          heading: 'Tell us',
          paragraphs: [
            'If something is hard to use, call our accessibility team at 1-800-555-0199 (TTY 711), and we will help you complete your order.',
          ],
        },
      ],
      links: [{ label: 'Help center', path: '/help.html' }],
    },
  },
  es: {
    '/help.html': {
      title: 'Centro de ayuda',
      intro: 'Respuestas a lo que más preguntan los clientes sobre comprar en línea.',
      sections: [
        {
          heading: 'Tu pedido',
          paragraphs: [
            'Cuando haces tu pedido te enviamos un correo de confirmación con el número de pedido. Con tu sesión iniciada, puedes seguir cada pedido en tu historial de pedidos.',
            'Puedes cambiar o cancelar un pedido hasta que se envíe. Chatea con nosotros desde cualquier página o llama al 1-800-555-0100 con tu número de pedido a mano.',
          ],
        },
        {
          heading: 'Cómo pagar tu teléfono',
          paragraphs: [
            'Paga el total hoy o divide el precio en 36 meses con 0% de interés con pagos del equipo, sujeto a una verificación de crédito. Las ofertas en créditos mensuales siguen en tu factura mientras la línea esté activa.',
          ],
        },
        {
          heading: 'Tu número',
          paragraphs: [
            'Elige un número nuevo por código postal o trae el que tienes con otra compañía: necesitas el número de cuenta y el PIN de transferencia de esa compañía.',
          ],
        },
      ],
      links: [
        { label: 'Envío y entrega', path: '/help/shipping.html' },
        { label: 'Devoluciones y cambios', path: '/help/returns.html' },
      ],
    },
    '/help/shipping.html': {
      title: 'Envío y entrega',
      intro: 'Cómo te llega tu pedido, y cuándo.',
      sections: [
        {
          heading: 'Formas de recibir tu pedido',
          paragraphs: [
            'El envío estándar es gratis y llega en 3 a 5 días hábiles. Al pagar puedes elegir envío en dos días o al día siguiente por un cargo adicional.',
            'Recoger en la tienda: elige una tienda que tenga tu teléfono y te lo apartamos; por lo general está listo en dos horas. Trae una identificación con foto.',
            'La entrega el mismo día se ofrece en algunos códigos postales desde una tienda cercana; al pagar aparece si tu dirección califica.',
          ],
        },
        {
          heading: 'Seguimiento',
          paragraphs: [
            'Te enviamos un enlace de seguimiento por correo cuando tu pedido sale. Una persona mayor de 18 años debe firmar al recibir un teléfono.',
          ],
        },
      ],
      links: [{ label: 'Centro de ayuda', path: '/help.html' }],
    },
    '/help/returns.html': {
      title: 'Devoluciones y cambios',
      intro: '¿Cambiaste de opinión? Tienes 30 días.',
      sections: [
        {
          heading: 'Devolver un teléfono',
          paragraphs: [
            'Devuelve o cambia un teléfono o accesorio dentro de los 30 días de la entrega o la recogida, en las condiciones en que lo recibiste y con todo lo que venía en la caja.',
            'Los teléfonos tienen un cargo de reposición de $50, salvo donde la ley diga otra cosa. Los accesorios no tienen cargo.',
          ],
        },
        {
          heading: 'Cómo devolver',
          paragraphs: [
            'Llévalo a cualquier tienda o pídenos una etiqueta de devolución prepagada. El reembolso vuelve a tu forma de pago dentro de los 10 días hábiles después de recibir la devolución.',
          ],
        },
      ],
      links: [{ label: 'Centro de ayuda', path: '/help.html' }],
    },
    '/about.html': {
      title: 'Quiénes somos',
      intro: 'Carrier Wireless conecta a 90 millones de personas en todo el país con sus redes 5G y 4G LTE.',
      sections: [
        {
          heading: 'Nuestra red',
          paragraphs: [
            'Nuestra red 5G llega a 300 millones de personas, con 5G premium en más de 400 ciudades. Fios lleva internet y TV por fibra a hogares en nueve estados.',
          ],
        },
        {
          heading: 'Nuestras tiendas',
          paragraphs: [
            'Visita una de nuestras tiendas para que te ayuden a configurar un teléfono, pasar tus datos o entregar tu equipo anterior, o habla por video con un especialista desde tu casa.',
          ],
        },
      ],
      links: [{ label: 'Ahorros de Amigos y Familia', path: '/friendsandfamily.html' }],
    },
    '/legal/privacy.html': {
      title: 'Política de privacidad',
      intro: 'Qué datos recopilamos cuando compras con nosotros y qué hacemos con ellos.',
      sections: [
        {
          heading: 'Qué recopilamos',
          paragraphs: [
            'Los datos que nos das para hacer un pedido: tu nombre, tus datos de contacto, tus direcciones y, para la verificación de crédito, tu fecha de nacimiento y tu número de Seguro Social, que solo van a la agencia de crédito y nunca quedan en nuestros registros ni en nuestras analíticas.',
            'Los números de tarjeta van directo a nuestro procesador de pagos, que nos devuelve un código: nunca guardamos el número ni el código de seguridad de tu tarjeta.',
          ],
        },
        {
          heading: 'Tus opciones',
          paragraphs: [
            'Puedes pedir una copia de tus datos, corregirlos o pedirnos que los borremos llamando al 1-800-555-0100. Nunca vendemos tu información personal.',
          ],
        },
      ],
      links: [{ label: 'Términos del servicio', path: '/legal/terms.html' }],
    },
    '/legal/terms.html': {
      title: 'Términos del servicio',
      intro: 'Los términos que se aplican cuando compras en nuestra tienda en línea.',
      sections: [
        {
          heading: 'Precios y ofertas',
          paragraphs: [
            'Los precios que ves no incluyen impuestos ni cargos, que se suman al pagar. Las ofertas en créditos durante 36 meses terminan si cancelas la línea o terminas de pagar el equipo antes.',
          ],
        },
        {
          heading: 'Pagos del equipo',
          paragraphs: [
            'Un acuerdo de pagos del equipo es un préstamo con 0% de interés por el precio del teléfono, pagado en 36 cuotas mensuales en tu factura, sujeto a aprobación de crédito.',
          ],
        },
      ],
      links: [{ label: 'Política de privacidad', path: '/legal/privacy.html' }],
    },
    '/accessibility.html': {
      title: 'Accesibilidad',
      intro: 'Queremos que todos puedan comprar con nosotros.',
      sections: [
        {
          heading: 'Nuestra tienda',
          paragraphs: [
            'Nuestra tienda en línea sigue las Pautas de Accesibilidad para el Contenido Web 2.1, nivel AA: cada página funciona con teclado y con lector de pantalla, se adapta a pantallas pequeñas y mantiene su contraste.',
          ],
        },
        {
          heading: 'Avísanos',
          paragraphs: [
            'Si algo es difícil de usar, llama a nuestro equipo de accesibilidad al 1-800-555-0199 (TTY 711) y te ayudaremos a completar tu pedido.',
          ],
        },
      ],
      links: [{ label: 'Centro de ayuda', path: '/help.html' }],
    },
  },
};
