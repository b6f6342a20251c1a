import { useEffect } from 'react';
import { useShopContent } from '../../lib/shop-content.js';

/** Sets the tab's title while the page is shown, with the shop's name: "Termos de uso · memories". */
export function useDocumentTitle(title: string): void {
  const { name } = useShopContent();
  useEffect(() => {
    const previous = document.title;
    document.title = title.includes(name) ? title : `${title} · ${name}`;
    return () => {
      document.title = previous;
    };
  }, [title, name]);
}
