export {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  MOBILE_ONLY_BREAKPOINTS,
  mediaMobileOnly,
  mediaUp,
  responsive,
} from './theme/breakpoints.js';
export type { Breakpoint } from './theme/breakpoints.js';
export { vars } from './theme/contract.css.js';
export { COLOR_TOKENS, LAYER_TOKENS, prepaidTokens, wirelessTokens } from './theme/tokens.js';
export type { ColorToken, LayerToken, ThemeTokens } from './theme/tokens.js';
export { prepaidTheme, wirelessTheme } from './theme/themes.css.js';
export { contrastRatio } from './theme/contrast.js';
export {
  LANGUAGES,
  STRINGS,
  formatCount,
  formatDecimal,
  formatList,
  formatMoney,
  formatTime,
  formatWeekday,
  useLanguage,
  useStrings,
} from './i18n/strings.js';
export type { Language, Strings } from './i18n/strings.js';
export { safeHref, safeImageSrc } from './utils/safeHref.js';
export { isPlainClick, onPlainClick } from './utils/plain-click.js';
export { Accordion } from './components/Accordion/Accordion.js';
export { ACTION_LINK_VARIANTS, ActionLink } from './components/ActionLink/ActionLink.js';
export type { ActionLinkProps, ActionLinkVariant } from './components/ActionLink/ActionLink.js';
export type { AccordionItem, AccordionProps } from './components/Accordion/Accordion.js';
export { ALERT_TONES, Alert } from './components/Alert/Alert.js';
export type { AlertProps, AlertTone } from './components/Alert/Alert.js';
export { BADGE_TONES, Badge } from './components/Badge/Badge.js';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.js';
export { BOX_ELEMENTS, Box } from './components/Box/Box.js';
export type { BoxElement, BoxProps, ResponsiveSpace } from './components/Box/Box.js';
export { LAYOUT_BREAKPOINTS, SPACES } from './components/Box/spaces.js';
export type { LayoutBreakpoint, Space } from './components/Box/spaces.js';
export { BRANDS, BrandTheme, useBrand } from './components/BrandTheme/BrandTheme.js';
export type { Brand, BrandThemeProps } from './components/BrandTheme/BrandTheme.js';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs.js';
export type { BreadcrumbsProps, Crumb } from './components/Breadcrumbs/Breadcrumbs.js';
export { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './components/Button/Button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.js';
export { Checkbox } from './components/Checkbox/Checkbox.js';
export type { CheckboxProps } from './components/Checkbox/Checkbox.js';
export { COLUMNS_COLLAPSE, COLUMN_WIDTHS, Column, Columns } from './components/Columns/Columns.js';
export type { ColumnProps, ColumnWidth, ColumnsCollapse, ColumnsProps } from './components/Columns/Columns.js';
export { ColorSwatchGroup } from './components/ColorSwatchGroup/ColorSwatchGroup.js';
export type { ColorSwatch, ColorSwatchGroupProps } from './components/ColorSwatchGroup/ColorSwatchGroup.js';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog.js';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.js';
export { DIALOG_PLACEMENTS, DIALOG_SIZES, Dialog } from './components/Dialog/Dialog.js';
export type { DialogPlacement, DialogProps, DialogSize } from './components/Dialog/Dialog.js';
export { DRAWER_SIDES, Drawer } from './components/Drawer/Drawer.js';
export type { DrawerProps, DrawerSide } from './components/Drawer/Drawer.js';
export { FilterChips } from './components/FilterChips/FilterChips.js';
export type { FilterChip, FilterChipsProps } from './components/FilterChips/FilterChips.js';
export { Footer } from './components/Footer/Footer.js';
export type { FooterGroup, FooterLinkItem, FooterProps } from './components/Footer/Footer.js';
export { Header } from './components/Header/Header.js';
export { SUGGESTION_INACTIVITY_MS, SearchBox } from './components/Header/SearchBox.js';
export type { SearchBoxProps, SearchSuggestion } from './components/Header/SearchBox.js';
export type { HeaderLink, HeaderProps } from './components/Header/Header.js';
export { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from './components/IconButton/IconButton.js';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './components/IconButton/IconButton.js';
export { INLINE_ALIGNS, INLINE_ALIGNS_Y, Inline } from './components/Inline/Inline.js';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/Inline.js';
export { LINK_VARIANTS, Link } from './components/Link/Link.js';
export type { LinkProps, LinkVariant } from './components/Link/Link.js';
export { Loader } from './components/Loader/Loader.js';
export type { LoaderProps } from './components/Loader/Loader.js';
export { NOTIFICATION_TONES, Notification } from './components/Notification/Notification.js';
export { NOTICE_HEIGHT_PROPERTY, belowNotice } from './theme/notice.js';
export type { NotificationProps, NotificationState, NotificationTone } from './components/Notification/Notification.js';
export { PageLayout } from './components/PageLayout/PageLayout.js';
export type { FooterLink, PageLayoutProps } from './components/PageLayout/PageLayout.js';
export { Pagination, pageItems } from './components/Pagination/Pagination.js';
export type { PaginationProps } from './components/Pagination/Pagination.js';
export { DEVICE_PAYMENT_MONTHS, PRICE_MODES, PRICE_SIZES, Price, monthlyPayment } from './components/Price/Price.js';
export type { PriceMode, PriceProps, PriceSize } from './components/Price/Price.js';
export { ProductTile } from './components/ProductTile/ProductTile.js';
export type { ProductTileProps } from './components/ProductTile/ProductTile.js';
export { QuantityStepper, clampQuantity } from './components/QuantityStepper/QuantityStepper.js';
export type { QuantityStepperProps } from './components/QuantityStepper/QuantityStepper.js';
export { RADIO_GROUP_ORIENTATIONS, RadioGroup } from './components/RadioGroup/RadioGroup.js';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup.js';
export { RadioCards } from './components/RadioGroup/RadioCards.js';
export type { RadioCardOption, RadioCardsProps } from './components/RadioGroup/RadioCards.js';
export { Select } from './components/Select/Select.js';
export type { SelectOption, SelectProps } from './components/Select/Select.js';
export { SKELETON_SHAPES, Skeleton } from './components/Skeleton/Skeleton.js';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton.js';
export { SMART_BANNER_DEFAULT_RATING, SmartBanner } from './components/SmartBanner/SmartBanner.js';
export type { SmartBannerProps } from './components/SmartBanner/SmartBanner.js';
export { STACK_ALIGNS, Stack } from './components/Stack/Stack.js';
export type { StackAlign, StackProps } from './components/Stack/Stack.js';
export { RATING_MAX, StarRating, normaliseRating } from './components/StarRating/StarRating.js';
export type { StarRatingProps } from './components/StarRating/StarRating.js';
export { Stepper, stepStatus } from './components/Stepper/Stepper.js';
export type { StepStatus, StepperProps } from './components/Stepper/Stepper.js';
export { StorageSelector } from './components/StorageSelector/StorageSelector.js';
export type { StorageOption, StorageSelectorProps } from './components/StorageSelector/StorageSelector.js';
export { Switch } from './components/Switch/Switch.js';
export type { SwitchProps } from './components/Switch/Switch.js';
export { Tabs } from './components/Tabs/Tabs.js';
export type { TabItem, TabsProps } from './components/Tabs/Tabs.js';
export { TEXT_FIELD_STATES, TextField } from './components/TextField/TextField.js';
export type { TextFieldProps, TextFieldState } from './components/TextField/TextField.js';
export { TILE_COUNTS, Tiles } from './components/Tiles/Tiles.js';
export type { TileCount, TilesProps } from './components/Tiles/Tiles.js';
export { TOOLTIP_DELAY_MS, TOOLTIP_PLACEMENTS, Tooltip } from './components/Tooltip/Tooltip.js';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './components/Tooltip/Tooltip.js';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.js';
