/** The console's member pages (issue 32 item 3), under {lang}/admin/members. */
export const memberPaths = {
  list: (lang: string) => `/${lang}/admin/members`,
  one: (lang: string, id: number) => `/${lang}/admin/members/${id}`,
  withdrawn: (lang: string) => `/${lang}/admin/members/withdrawn`,
};
