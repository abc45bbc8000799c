/**
 * A signed-in page's frame: its title as the page's one h1, what the page is for beneath it, and the
 * page's own actions beside it, above the content.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';

interface PageLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function PageLayout({ title, description, actions, children }: PageLayoutProps) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description} actions={actions}>
          {title}
        </Header>
      }
    >
      {children}
    </ContentLayout>
  );
}
