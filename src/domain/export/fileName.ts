import { foldTerm } from '../search/normalize';

export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { pdf: 'PDF', xlsx: 'Excel', csv: 'CSV' };

export const EXPORT_MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** 'defunts-2026-06-15.xlsx': no accents or spaces, which some mail clients and USB keys mangle. */
export function exportFileName(title: string, today: string, format: ExportFormat): string {
  const slug = foldTerm(title).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export';
  return `${slug}-${today}.${format}`;
}
