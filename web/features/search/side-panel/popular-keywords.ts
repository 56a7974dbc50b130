/** One popular keyword as the side panel shows it (P25): the tag and its posts of the month. */
export interface PopularKeyword {
  id: number;
  keyword: string;
  count: number;
}
