import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { PageHeader } from '../layout/PageHeader';
import { useParcelProps } from '../parcel/ParcelPropsContext';
import { SectionNav, type AreaSection } from './SectionNav';

export interface AreaLayoutProps {
  /** message id of the heading */
  titleId: string;
  /** heading values, e.g. a domain name */
  titleValues?: Record<string, string>;
  sections?: readonly AreaSection[];
  /** where the sections hang; the area's base path by default */
  sectionsFrom?: string;
  /** message id of the section strip's accessible name (SectionNav's labelId) */
  sectionsLabelId?: string;
  /** shown between the heading and the sections, e.g. the wallet summary */
  children?: ReactNode;
}

/** An area page: heading, section links, then the matched section (react-router Outlet). */
export function AreaLayout({
  titleId,
  titleValues,
  sections = [],
  sectionsFrom,
  sectionsLabelId,
  children,
}: AreaLayoutProps) {
  const { basePath } = useParcelProps();
  return (
    <section>
      <PageHeader title={<FormattedMessage id={titleId} values={titleValues} />} />
      {children}
      {sections.length > 0 && (
        <SectionNav sections={sections} from={sectionsFrom ?? basePath} labelId={sectionsLabelId} />
      )}
      <Outlet />
    </section>
  );
}
