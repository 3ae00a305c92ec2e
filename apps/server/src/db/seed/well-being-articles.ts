import { englishLongContent } from './long-content/english.js';

interface ArticleSeed {
  id: number;
  header: string;
  title: string;
  bannerText: string;
  text: string;
}

const EN = englishLongContent().wellBeing;

/** Articles 1–3 (HTML, sanitised when read; texts: content/en/well-being.json). */
export const ARTICLES: ArticleSeed[] = Object.entries(EN.articles).map(([id, a]) => ({
  id: Number(id),
  ...a,
}));

/** Partner banners of the main page: banner_text (PEI) and halifax_banner_text (Nova Scotia). */
export const PAGE = {
  bannerText: EN.pageTexts.banner_text ?? '',
  halifaxBannerText: EN.pageTexts.halifax_banner_text ?? '',
};
