import type { NumberPageLabels, PromoPageLabels } from '@carrier/fnf-validation';

/** The labels of the Friends and Family pages as the content service sends them (spec 3.10). */
export interface ValidPromoModel {
  readonly promoPage: PromoPageLabels;
  readonly numberPage: NumberPageLabels;
}

export const VALID_PROMO_EN: ValidPromoModel = {
  promoPage: {
    FriendsAndFamilyTitle: 'Friends and Family savings',
    FriendsAndFamilyLable: 'Promo code',
    TextRequired: 'Enter your promo code.',
    buttonText: 'Apply code',
    NotValidPromoEntry: 'That is not a valid promo code. Check the code and try again.',
    PromoExpired: 'This promo code has expired.',
    maxUsed: 'This promo code has already been used the maximum number of times.',
    FNF_NO_DATA_FOUND: 'We could not find a promotion for this code.',
    FNF_SYSTEM_ERROR: 'We could not check your code right now. Please try again later.',
    FNF_INVALID_PROMO: 'This promo code is not valid.',
  },
  numberPage: {
    NumberPageTitle: 'Your code is valid',
    NumberPageSubtitle: 'Now enter the wireless number of the friend or family member who referred you.',
    NumberPageSubtext: 'We use this number only to confirm the referral.',
    NumberSuccessLabel: 'This number looks good.',
    buttonText: 'Continue',
    InvalidNumber: 'Enter a valid 10-digit wireless number.',
    PortinValid: 'This number is not eligible for the Friends and Family promotion.',
    NumberRequired: 'Enter a wireless number.',
    FNF_SYSTEM_ERROR: 'We could not check this number right now. Please try again later.',
  },
};

export const VALID_PROMO_ES: ValidPromoModel = {
  promoPage: {
    FriendsAndFamilyTitle: 'Ahorros de Amigos y Familia',
    FriendsAndFamilyLable: 'Código promocional',
    TextRequired: 'Ingresa tu código promocional.',
    buttonText: 'Aplicar código',
    NotValidPromoEntry: 'Ese código promocional no es válido. Revisa el código e inténtalo de nuevo.',
    PromoExpired: 'Este código promocional ha vencido.',
    maxUsed: 'Este código promocional ya se usó el número máximo de veces.',
    FNF_NO_DATA_FOUND: 'No encontramos una promoción para este código.',
    FNF_SYSTEM_ERROR: 'No pudimos verificar tu código en este momento. Inténtalo más tarde.',
    FNF_INVALID_PROMO: 'Este código promocional no es válido.',
  },
  numberPage: {
    NumberPageTitle: 'Tu código es válido',
    NumberPageSubtitle: 'Ahora ingresa el número inalámbrico del amigo o familiar que te recomendó.',
    NumberPageSubtext: 'Usamos este número solo para confirmar la recomendación.',
    NumberSuccessLabel: 'Este número es correcto.',
    buttonText: 'Continuar',
    InvalidNumber: 'Ingresa un número inalámbrico válido de 10 dígitos.',
    PortinValid: 'Este número no califica para la promoción de Amigos y Familia.',
    NumberRequired: 'Ingresa un número inalámbrico.',
    FNF_SYSTEM_ERROR: 'No pudimos verificar este número en este momento. Inténtalo más tarde.',
  },
};
