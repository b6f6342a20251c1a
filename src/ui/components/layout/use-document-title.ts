import { useEffect } from 'react';

export const SITE_NAME = 'memories';

/** Sets the tab's title while the page is shown: "Termos de uso · memories". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
