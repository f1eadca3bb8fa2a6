// Public API of @portal/shared-ui. Remotes and the shell import Chakra only through here
// (lint: only shared-ui imports @chakra-ui/react), so this list is also what ends up in the
// shared chunk: add a primitive here (and its recipe in theme/portalTheme.ts) when a part needs it.

// system, providers, parcels
export { shellSystem, parcelSystem } from './theme/system';
export { FA_FONT_STACK, EN_FONT_STACK } from './theme/fonts';
export {
  PortalProviders,
  type PortalProvidersProps,
  type MessagesByLocale,
} from './providers/PortalProviders';
export { usePortalLocale, directionOf, type PortalLocaleValue } from './i18n/PortalLocaleContext';
export { sharedUiMessages } from './messages/messages';
export {
  createParcel,
  type CreateParcelOptions,
  type ParcelLifecycles,
  type ParcelLifecycleProps,
  type ParcelPrefetch,
  type WarmableParcel,
} from './parcel/createParcel';
export { createDialogParcel, type DialogParcelProps } from './dialogs/createDialogParcel';
export { useParcelProps } from './parcel/ParcelPropsContext';
export { parcelNavigator } from './parcel/parcelNavigator';

// toasts
export { showToast, toaster, type ShowToastOptions, type ToastType } from './toast/showToast';
export { ToastHost } from './toast/ToastHost';

// table
export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePaging,
} from './table/DataTable';
export { TablePagination, type TablePaginationProps } from './table/TablePagination';
export { ServerPagedTable, type ServerPagedTableProps } from './table/ServerPagedTable';
export { RowLink, type RowLinkProps } from './table/RowLink';
export { useQueryTableState, type QueryTableState } from './table/useQueryTableState';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  VISIBLE_PAGE_BUTTONS,
  pageCount,
  pageRows,
  pageRange,
  visiblePages,
  clampPage,
  pageOf,
  type PageSize,
} from './table/paging';
export {
  JUST_ADDED_MS,
  NOTHING_ADDED,
  useJustAdded,
  useJustAddedPaging,
  type JustAdded,
} from './table/justAdded';
export {
  JustAddedRows,
  JustAddedMark,
  justAddedMark,
  type JustAddedRowsProps,
  type JustAddedMarkProps,
} from './table/JustAddedRows';

// server state (TanStack Query): the area's cache, error texts
export {
  createAreaQueryClient,
  isRetryable,
  type AreaQueryClientOptions,
  type BusReactions,
} from './data/createAreaQueryClient';
export { apiErrorMessage, apiFieldMessages, useApiErrorMessage } from './data/apiErrorMessage';
export { LOCALIZED_QUERY, type PortalQueryMeta } from './data/queryTypes';

// dialogs and wizard
export { DialogFrame, type DialogFrameProps } from './dialogs/DialogFrame';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export {
  TypedPhraseConfirmDialog,
  type TypedPhraseConfirmDialogProps,
} from './dialogs/TypedPhraseConfirmDialog';
export { Wizard, type WizardProps, type WizardStep } from './wizard/Wizard';
export { Stepper, type StepperProps, type StepperStep } from './wizard/Stepper';

// form fields (react-final-form)
export { TextField, type TextFieldProps } from './form/TextField';
export { TextareaField, type TextareaFieldProps } from './form/TextareaField';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField';
export { NumberField, type NumberFieldProps } from './form/NumberField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField';
export { FileField, type FileFieldProps } from './form/FileField';
export { FormFieldShell, type FormFieldShellProps } from './form/FormFieldShell';
export { sanitizeNumberInput, parseNumberInput, clampNumber, groupDigits } from './form/numberInput';
export { addFiles, type FileLimits, type FileSelection } from './form/fileLimits';
export { requiredValidator, composeValidators } from './form/useFieldError';
export { toSubmissionErrors } from './form/toSubmissionErrors';

// charts
export { DonutChart, type DonutChartProps, type DonutSlice } from './charts/DonutChart';
export {
  TimeSeriesChart,
  type TimeSeriesChartProps,
  type TimeSeries,
  type TimeSeriesPoint,
} from './charts/TimeSeriesChart';
export type { ValueUnit } from './charts/valueUnits';
export { ChartLegend, type ChartLegendItem } from './charts/ChartLegend';
export { RangeCalendar, type RangeCalendarProps } from './calendar/RangeCalendar';
export { CHART_COLORS } from './charts/chartColors';

// values and states
export { Price, type PriceProps } from './format/Price';
export { DateText, type DateTextProps } from './format/DateText';
export { TruncatedText, type TruncatedTextProps } from './format/TruncatedText';
export { addressRuns, textDirection, type TextRun } from './format/addressRuns';
export { CopyButton, type CopyButtonProps } from './feedback/CopyButton';
export { saveBlob } from './download/saveBlob';
export { StatusBadge, type StatusBadgeProps } from './feedback/StatusBadge';
export { Hint, type HintProps } from './feedback/Hint';
export { PlanGate, type PlanGateProps } from './plan/PlanGate';
export { statusStyle, type StatusKind, type StatusStyle } from './feedback/statusStyles';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { LoadingState, type LoadingStateProps } from './feedback/LoadingState';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { EmptyListImage } from './feedback/EmptyListImage';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';

// an area's frame (the remotes' routes)
export { AreaLayout, type AreaLayoutProps } from './area/AreaLayout';
export { SectionNav, type SectionNavProps, type AreaSection } from './area/SectionNav';
export { PendingSection, type PendingSectionProps } from './area/PendingSection';
export { AreaNotFound, type AreaNotFoundProps } from './area/AreaNotFound';
export { AreaRedirect, type AreaRedirectProps } from './area/AreaRedirect';
export { QueryView, type QueryViewProps } from './area/QueryView';
export { ResourceListWidget, type ResourceListWidgetProps } from './area/ResourceListWidget';

// icons
export { FormDraft, type FormDraftProps } from './drafts/FormDraft';
export { clearFormDrafts, keepFormDraftsOf, draftableValues, isDraftableField } from './drafts/formDrafts';
export * from './icons/icons';
export { DirectionalIcon, type DirectionalIconProps } from './icons/DirectionalIcon';

// Chakra primitives for the shell and the remotes (each has its recipe in the portal system)
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Container,
  Dialog,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Menu,
  NativeSelect,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  useBreakpointValue,
} from '@chakra-ui/react';
